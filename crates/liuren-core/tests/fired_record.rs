//! Records which readings fire on the 2,000 fixed charts (run once, before the
//! one model of a reading): `cargo test -p liuren-core --test fired_record -- --ignored`.

mod fired_support;

use liuren_core::chart::cast;
use liuren_core::divination;

#[test]
#[ignore]
fn record() {
    let mut out = String::from("# case\tfamily\tkeys, sorted, one a reading (repeated when it fires twice): 神煞 by its table's line in the first seed text; 課體 by pattern id; 畢法 by the line's number; 卷中 patterns by id, quick readings q<line>; 射覆 and 怪異 by the line of the second seed text, /variant\n");
    for c in fired_support::cases() {
        let Ok(chart) = cast(&c.input, &c.options) else {
            out.push_str(&format!("{}\tuncastable\t\n", c.no));
            continue;
        };
        let mut rows: Vec<(&str, String)> = Vec::new();
        for s in liuren_core::shensha::for_chart(&chart) {
            rows.push(("shensha", s.line.to_string()));
        }
        for k in liuren_core::keti::chart_patterns(&chart) {
            rows.push(("keti", k.id().to_string()));
        }
        for b in liuren_core::keti::bifa::bifa(&chart) {
            rows.push(("bifa", b.no.to_string()));
        }
        for p in liuren_core::readings::patterns_with(&chart, c.lei) {
            rows.push(("juanzhong", p.id.to_string()));
        }
        for q in liuren_core::readings::quick(&chart, c.lei) {
            rows.push(("juanzhong", format!("q{}", q.passage.line)));
        }
        if let Some(t) = c.topic {
            let fam = match t {
                divination::Topic::Shefu => "shefu",
                divination::Topic::Guaiyi(_) => "guaiyi",
            };
            for j in divination::readings(&chart, t) {
                rows.push((fam, format!("{}{}", j.passage.line, j.variant.map(|v| format!("/{v}")).unwrap_or_default())));
            }
        }
        rows.sort();
        let mut fam = "";
        let mut keys: Vec<String> = Vec::new();
        let flush = |fam: &str, keys: &mut Vec<String>, out: &mut String| {
            if !fam.is_empty() {
                out.push_str(&format!("{}\t{}\t{}\n", c.no, fam, keys.join(" ")));
            }
            keys.clear();
        };
        for (f, k) in rows {
            if f != fam {
                flush(fam, &mut keys, &mut out);
                fam = f;
            }
            keys.push(k);
        }
        flush(fam, &mut keys, &mut out);
    }
    std::fs::write(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/fired_2000.tsv"), out).unwrap();
}
