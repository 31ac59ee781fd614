//! 天地盤 as a square board: the twelve palaces round the edge of a 4 × 4
//! grid (巳午未申 along the top, 寅丑子亥 along the bottom), the centre holding
//! the day and the method. The alternative to the ring; it carries the same
//! `data-earth`/`data-heaven`/`data-general` attributes on each palace.

use leptos::prelude::*;
use liuren_core::chart::Chart;
use liuren_core::cycle::Branch;

use super::palace::marks;
use super::{stem_text, use_lang};

/// The grid cell (row, column; 1-based) of the palace on earth branch `b`:
/// the square board's classical layout, 午 top, 子 bottom, 卯 left, 酉 right.
pub fn cell(b: Branch) -> (u8, u8) {
    #[rustfmt::skip]
    const CELLS: [(u8, u8); 12] = [
        (4, 3), (4, 2), (4, 1), (3, 1), // 子 丑 寅 卯
        (2, 1), (1, 1), (1, 2), (1, 3), // 辰 巳 午 未
        (1, 4), (2, 4), (3, 4), (4, 4), // 申 酉 戌 亥
    ];
    CELLS[b.since(Branch::Zi)]
}

/// The board. Tapping a palace selects it, as on the ring.
#[component]
pub fn Board(chart: Signal<Chart>, selected: RwSignal<Option<Branch>>) -> impl IntoView {
    let lang = use_lang();
    view! {
        <div class="board" role="group" aria-label="天地盤">
            {move || {
                chart
                    .with(|ch| {
                        let all = marks(ch);
                        let cells = Branch::ALL
                            .into_iter()
                            .map(|b| {
                                let m = all[b];
                                let p = m.palace;
                                let (row, col) = cell(b);
                                let chuan: String = ["初", "中", "末"]
                                    .iter()
                                    .zip(m.transmissions)
                                    .filter(|(_, on)| *on)
                                    .map(|(l, _)| *l)
                                    .collect();
                                let class = move || {
                                    let mut s = String::from("board-cell");
                                    if !chuan_is_empty(m.transmissions) {
                                        s.push_str(" board-cell-chuan");
                                    }
                                    if p.void {
                                        s.push_str(" board-cell-void");
                                    }
                                    if selected.get() == Some(b) {
                                        s.push_str(" board-cell-selected");
                                    }
                                    s
                                };
                                let general = p.general;
                                view! {
                                    <button
                                        type="button"
                                        class=class
                                        style:grid-row=row.to_string()
                                        style:grid-column=col.to_string()
                                        data-earth=p.earth.hanzi()
                                        data-heaven=p.heaven.hanzi()
                                        data-general=general.hanzi()
                                        title=format!("{} {}", general.hanzi(), general.english())
                                        aria-pressed=move || (selected.get() == Some(b)).to_string()
                                        on:click=move |_| selected.update(|s| *s = if *s == Some(b) { None } else { Some(b) })
                                    >
                                        <span class="board-general">{move || lang.get().zh(general.hanzi())}</span>
                                        <span class="board-heaven">{p.heaven.hanzi()}</span>
                                        <span class="board-stem">
                                            {if p.void { "空".to_string() } else { stem_text(p.stem).to_string() }}
                                            {(!chuan.is_empty()).then(|| view! { <span class="board-chuan">{chuan.clone()}</span> })}
                                        </span>
                                        <span class="board-earth">
                                            {p.earth.hanzi()}
                                            {m.ben_ming.then(|| view! { <span class="board-mark">{move || lang.get().zh("命")}</span> })}
                                            {m.xing_nian.then(|| view! { <span class="board-mark">{move || lang.get().zh("年")}</span> })}
                                        </span>
                                    </button>
                                }
                            })
                            .collect_view();
                        let day = ch.day().hanzi();
                        let method = ch.method().hanzi();
                        view! {
                            {cells}
                            <div class="board-centre">
                                <span class="board-day">{move || lang.get().zh(&format!("{day}日"))}</span>
                                <span class="board-method">{move || lang.get().zh(method)}</span>
                            </div>
                        }
                    })
            }}
        </div>
    }
}

fn chuan_is_empty(t: [bool; 3]) -> bool {
    !t.iter().any(|&x| x)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::point;

    #[test]
    fn the_board_is_the_ring_squared() {
        // Every palace on the edge, each cell once, the centre left free.
        let mut seen = std::collections::BTreeSet::new();
        for b in Branch::ALL {
            let (r, c) = cell(b);
            assert!(r == 1 || r == 4 || c == 1 || c == 4, "{b}");
            assert!(seen.insert((r, c)));
        }
        // The same orientation as the ring: 午 top, 子 bottom, 卯 left, 酉 right.
        assert_eq!(cell(Branch::Wu).0, 1);
        assert_eq!(cell(Branch::Zi).0, 4);
        assert_eq!(cell(Branch::Mao).1, 1);
        assert_eq!(cell(Branch::You).1, 4);
        // Neighbours on the ring are neighbours on the board, and left/right agree.
        for b in Branch::ALL {
            let (r0, c0) = cell(b);
            let (r1, c1) = cell(b.next());
            assert_eq!(r0.abs_diff(r1) + c0.abs_diff(c1), 1, "{b}");
            let (p, q) = (point(b, 100.0), point(b.next(), 100.0));
            if c0 != c1 {
                assert_eq!(c1 > c0, q.x > p.x, "{b}");
            }
        }
    }
}
