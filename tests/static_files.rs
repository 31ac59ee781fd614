//! Native checks of the files around the app that no compiler looks at:
//! tool versions that must agree, the page's CSP, the web app manifest.
#![cfg(not(target_arch = "wasm32"))]

use std::fs;
use std::path::Path;

fn read(path: &str) -> String {
    let full = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    fs::read_to_string(&full).unwrap_or_else(|e| panic!("{}: {e}", full.display()))
}

/// The text between the first `start` in `text` and the next `end` after it.
fn value_after(text: &str, start: &str, end: char) -> String {
    let from = text.find(start).unwrap_or_else(|| panic!("no {start:?}")) + start.len();
    let rest = &text[from..];
    rest[..rest.find(end).unwrap()].to_owned()
}

#[test]
fn wasm_bindgen_crate_and_cli_versions_agree() {
    // The crate is pinned exactly: the wasm-bindgen CLI that scripts/wasm-build
    // runs (installed by scripts/setup) refuses a crate of another version, and
    // Trunk.toml names the same one.
    let crate_pin = value_after(&read("Cargo.toml"), "wasm-bindgen = \"=", '"');
    let setup = value_after(&read("scripts/setup"), "WASM_BINDGEN_VERSION=", ' ');
    let trunk = value_after(&read("Trunk.toml"), "wasm_bindgen = \"", '"');
    assert_eq!(crate_pin, setup, "Cargo.toml vs scripts/setup");
    assert_eq!(crate_pin, trunk, "Cargo.toml vs Trunk.toml");
}

#[test]
fn page_allows_only_its_own_origin() {
    let html = read("index.html");
    let csp = value_after(&html, "http-equiv=\"Content-Security-Policy\"", '>');
    for directive in
        ["default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'", "style-src 'self'", "connect-src 'self'"]
    {
        assert!(csp.contains(directive), "CSP lacks {directive:?}: {csp}");
    }
    assert!(!csp.contains("unsafe-inline"), "CSP allows inline code: {csp}");
    assert!(!csp.contains("http"), "CSP names another origin: {csp}");
    // Inline scripts would be blocked: every <script> must load a file.
    for tag in html.split("<script").skip(1) {
        assert!(tag[..tag.find('>').unwrap()].contains("src="), "inline <script{tag}");
    }
}

/// Width and height from a PNG's IHDR chunk.
fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "not a PNG");
    let be = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap());
    (be(16), be(20))
}

#[test]
fn manifest_names_the_app_and_its_icons_exist_in_their_sizes() {
    let manifest: serde_json::Value = serde_json::from_str(&read("public/manifest.webmanifest")).unwrap();
    assert_eq!(manifest["name"], "六壬");
    let icons = manifest["icons"].as_array().unwrap();
    let mut png_sizes = Vec::new();
    for icon in icons {
        let src = icon["src"].as_str().unwrap();
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("public").join(src);
        let bytes = fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        if icon["type"] == "image/png" {
            let (w, h) = png_size(&bytes);
            assert_eq!(icon["sizes"], format!("{w}x{h}"), "{src}");
            png_sizes.push(w);
        }
    }
    assert!(png_sizes.contains(&192) && png_sizes.contains(&512), "{png_sizes:?}");
}
