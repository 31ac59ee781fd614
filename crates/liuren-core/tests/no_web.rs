//! The domain core stays free of the web: no Leptos, web-sys, gloo or
//! wasm-bindgen in its manifest or its source (STYLE.md, "shape of the tree").

use std::path::Path;

fn walk(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let p = entry.unwrap().path();
        if p.is_dir() {
            walk(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

#[test]
fn the_core_names_no_web_crate() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![root.join("Cargo.toml")];
    walk(&root.join("src"), &mut files);
    assert!(files.len() > 10);
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        for word in ["leptos", "web_sys", "web-sys", "gloo", "wasm_bindgen", "wasm-bindgen", "js_sys"] {
            assert!(!text.contains(word), "{} mentions {word}", f.display());
        }
    }
}
