//! How the chart and the rest of the page meet. The chart ([`crate::app`]) is
//! drawn first; the readings panels ([`crate::more`]), then the tools, the
//! settings and the saved charts ([`crate::tools`]), come from chunks split off
//! the module and are mounted once the chart is painted. The form's fields
//! ([`crate::form_view`]) come from a chunk too: where the form shows whole the
//! chart waits for it, on a phone (where it folds) it comes when first opened.
//!
//! - The chart renders empty slots for them: `[data-slot=panels]` ([`PANELS`]),
//!   `[data-slot=tail]` ([`TAIL`]), `[data-slot=tools]` ([`TOOLS`]) among the
//!   tools under the chart, [`FORM`] for the form's fields, and, for a case
//!   given by its pillars, [`NEEDS`] in the header and [`FIND`] in the form,
//!   and [`DETAIL`] and [`BOARD`] by the plates for the selected palace's
//!   detail and the square board ([`crate::palace_view`]).
//! - It [`hand_over`]s its [`Shown`]: the signals the rest reads (the inputs,
//!   the script, the cast) and the two requests it takes (show the chart of a
//!   share query; open a moment found). [`crate::more::start_in`],
//!   [`crate::tools::start_in`] and [`crate::form_view::start_in`] take the
//!   last one handed over.
//!
//! One Leptos runtime holds both halves, so this is a handle, not a message:
//! nothing is cast twice or serialised between them.

use std::cell::RefCell;

use leptos::prelude::*;
use liuren_core::calendar::Moment;
use liuren_core::chart::Chart;
use liuren_core::cycle::Branch;
use liuren_core::pillars::PillarInput;
use liuren_core::reading::Reading;

use crate::cast::Cast;
use crate::i18n::Lang;
use crate::share::Shared;

/// The slot for 課體, 神煞, the answer, 卷中 and 畢法 (under the chart's text).
pub const PANELS: &str = "panels";
/// The slot for the settings and, after them, the saved charts (at the end of the page).
pub const TAIL: &str = "tail";
/// The slot for the readings' tools beside the chart (the Markdown report).
pub const TOOLS: &str = "tools";
/// The slot in the header of a case given by its pillars, for the readings
/// that need the year and month pillars or a date.
pub const NEEDS: &str = "needs";
/// The slot in the form's 干支 mode for "find the moments" (尋時).
pub const FIND: &str = "find";
/// The slot for the form's fields (the moment, the place, the querent, the question).
pub const FORM: &str = "form";
/// The slot under the plates for the selected palace's detail.
pub const DETAIL: &str = "detail";
/// The slot beside the ring for the square board (方盤), drawn instead of the ring when chosen.
pub const BOARD: &str = "board";

/// How the plates are drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Figure {
    /// 圓盤: the ring (drawn by the chart itself).
    Ring,
    /// 方盤: the square board (from the tools' chunk, [`crate::palace_view`]).
    Board,
}

/// Where a part of the page that comes from a chunk of its own stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    /// Not mounted yet (its chunk not asked for, or still loading).
    Waiting,
    /// Mounted.
    Ready,
    /// Its chunk could not be loaded.
    Failed,
}

/// What the chart shows, as the rest of the page reads it.
#[derive(Clone)]
pub struct Shown {
    /// The chart's owner: the rest of the page is mounted under a child of
    /// it, so that it is disposed with the chart (in the page, never; in the
    /// tests, when a test's chart is unmounted).
    pub owner: Owner,
    /// The inputs, options, question and category (the share link's content).
    pub shared: Signal<Shared>,
    /// The script.
    pub lang: RwSignal<Lang>,
    /// The last cast that succeeded (a bad input leaves it shown).
    pub cast: Memo<Option<Cast>>,
    /// The chart drawn: the last cast's, or the placeholder.
    pub chart: Memo<Chart>,
    /// The inputs as the form edits them (the same signal as `shared`).
    pub input: RwSignal<Shared>,
    /// The 干支 case left by a switch to 日期 or a moment opened (the form
    /// brings it back when 干支 is chosen again).
    pub last_pillars: StoredValue<Option<PillarInput>>,
    /// Whether the form is wanted on the page: at once where it shows whole;
    /// on a phone, where it folds into one line, once it is first opened.
    pub form_wanted: Signal<bool>,
    /// The form, mounted into [`FORM`] from a chunk of its own (its slot
    /// [`FIND`] with it).
    pub form: RwSignal<Part>,
    /// The palace tapped on the ring or the board, if any.
    pub selected: RwSignal<Option<Branch>>,
    /// The ring or the board.
    pub figure: RwSignal<Figure>,
    /// The 神煞 of the chart drawn (their facts say which branch each stands on).
    pub spirits: Memo<Vec<Reading>>,
    /// The selected palace's detail and the board, mounted into [`DETAIL`]
    /// and [`BOARD`] from the tools' chunk.
    pub palace: RwSignal<Part>,
    /// Show the chart of this share query, read as a link is (a saved chart
    /// opened, options changed); what the link's reading notes is told.
    pub apply: Callback<String>,
    /// Open this instant as the ordinary dated chart, on its own fixed clock,
    /// 月將 and 占時 from the moment (a moment 尋時 found for the case shown); the
    /// rest of the form stays as it is.
    pub open: Callback<Moment>,
}

thread_local! {
    static HANDED: RefCell<Option<Shown>> = const { RefCell::new(None) };
}

/// Called by the chart once its signals exist.
pub fn hand_over(shown: Shown) {
    HANDED.with(|h| *h.borrow_mut() = Some(shown));
}

/// What the chart last handed over, if a chart has been mounted.
pub fn shown() -> Option<Shown> {
    HANDED.with(|h| h.borrow().clone())
}

/// Runs `mount` (which mounts a part of the page) under a new child of the
/// chart's `owner`, kept as long as the chart's owner, which disposes it with
/// itself (in the page, never; in the tests, when a test's chart is unmounted).
pub fn under_chart(owner: &Owner, mount: impl FnOnce()) {
    let child = owner.child();
    child.with(mount);
    std::mem::forget(child);
}

/// Asks the chart for the chart shown (`shared`) changed by `change`, through
/// [`Shown::apply`], as a link is read.
pub fn ask_changed(shared: Signal<Shared>, apply: Callback<String>, change: impl FnOnce(&mut Shared)) {
    let mut s = shared.get_untracked();
    change(&mut s);
    apply.run(crate::share::build(&s));
}
