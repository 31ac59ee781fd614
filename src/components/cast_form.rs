//! 起課 — the inputs: date, time, time zone (an IANA name or a UTC offset),
//! the date as 農曆 (year, month with 閏, day), place, hand-set 月將/占時,
//! the querent's birth year and sex, the question and its kind, and "now".
//!
//! A second mode, 干支, takes a case as books print it — the day pillar (one
//! of the sixty), 月將 and 占時, and if known the year and month pillars and
//! 晝夜 — with no date ([`Shared::pillars`]); the readings chunk's
//! [`super::find::FindMoments`], in the slot [`FIND`], finds the real moments
//! that carry it. The person and the question are one for both
//! modes; switching back to 日期 finds the date as it was.
//!
//! Test contract: the mode buttons are `#form-mode-date` and
//! `#form-mode-ganzhi` (`aria-pressed`); the 干支 fields `#form-day-pillar`,
//! `#form-gz-mg`, `#form-gz-hb`, `#form-gz-dn`, `#form-year-pillar`,
//! `#form-month-pillar`, their message `#form-pillar-error`.
//!
//! Each field shows what it reads from the app's state; a change that reads
//! well updates the state (and so recasts at once); one that does not leaves
//! the state — and the chart — as they were and says why next to the field.

use leptos::html;
use leptos::prelude::*;
use liuren_core::calendar::{Moment, Place};
use liuren_core::chart::{Chart, Querent, Sex};
use liuren_core::cycle::{Branch, GanZhi};
use liuren_core::lunar::{self, LunarQuery};
use liuren_core::pillars::PillarInput;
use liuren_core::reading::Category;
use liuren_core::zone::Local;

use super::{use_lang, Term};
use crate::cities::{self, CITIES};
use crate::form::{self, date_value, format_degrees, format_offset, parse_pillar, time_value, zone_value};
use crate::share::{Shared, DATELESS};
use crate::slots::FIND;
use crate::zones::{self, Clock};

/// A category's name in the form's list (一般 for a general question).
pub fn category_label(c: Category) -> &'static str {
    match c {
        Category::General => "一般",
        other => other.hanzi(),
    }
}

/// A small error line under a field.
fn field_error(error: RwSignal<Option<String>>, id: &'static str) -> impl IntoView {
    view! {
        <span class="form-error" id=id role="alert">
            {move || error.get()}
        </span>
    }
}

/// The form. `now` gives the device's present moment; `chart` is the chart
/// shown (the 干支 mode starts from its day pillar, 月將 and 占時);
/// `last_pillars` the case left by a switch to 日期 or a moment opened, which
/// the 干支 mode comes back to.
#[component]
pub fn CastForm(
    shared: RwSignal<Shared>,
    now: Callback<(), liuren_core::calendar::Moment>,
    chart: Signal<Chart>,
    last_pillars: StoredValue<Option<PillarInput>>,
) -> impl IntoView {
    let lang = use_lang();
    let date_err = RwSignal::new(None::<String>);
    let time_err = RwSignal::new(None::<String>);
    let offset_err = RwSignal::new(None::<String>);
    let place_err = RwSignal::new(None::<String>);
    let lon_ref = NodeRef::<html::Input>::new();
    let lat_ref = NodeRef::<html::Input>::new();

    let lunar_err = RwSignal::new(None::<String>);
    // The two instants of an ambiguous local time, while the form shows one of them.
    let twice = RwSignal::new(None::<(Moment, Moment)>);

    let moment = move || shared.with(|s| s.input.moment);
    // Set the moment from the fields (those not given keep their value), read
    // on the clock of `zone` (else the chart's): a time the clocks skip is an
    // error, one they repeat takes the earlier instant and offers the later.
    let set_local = move |date: Option<String>, time: Option<String>, zone: Option<Clock>| {
        let (m, z) = shared.with_untracked(|s| (s.input.moment, s.zone));
        let d = date.unwrap_or_else(|| date_value(m));
        let t = time.unwrap_or_else(|| time_value(m));
        let zone = zone.or(z.map(Clock::Named)).unwrap_or(Clock::Fixed(m.offset_minutes));
        let (new, both) = match form::moment_in(&d, &t, zone)? {
            Local::Ambiguous { earlier, later } => (earlier, Some((earlier, later))),
            Local::Single(new) => (new, None),
            Local::Skipped { .. } => return Err("this time does not exist in this zone".to_string()),
        };
        twice.set(both);
        shared.update(|s| {
            s.input.moment = new;
            s.zone = zone.name();
        });
        Ok(())
    };
    let report = |sig: RwSignal<Option<String>>, r: Result<(), String>| sig.set(r.err());

    let on_now = move |_| {
        let m = now.run(());
        shared.update(|s| s.input.moment = s.zone.map_or(m, |z| Clock::Named(z).moment_of(m.unix)));
        twice.set(None);
        for e in [date_err, time_err, offset_err, lunar_err] {
            e.set(None);
        }
    };

    // The chart's date as 農曆, for the lunar fields.
    // (A memo: some forty fields read it, and each reckoning finds a year of new moons.)
    let lunar_now = Memo::new(move |_| {
        let c = moment().civil();
        lunar::lunar_date_of(c.year, c.month, c.day).ok()
    });
    let lunar_year = NodeRef::<html::Input>::new();
    let lunar_month = NodeRef::<html::Select>::new();
    let lunar_leap = NodeRef::<html::Input>::new();
    let lunar_day = NodeRef::<html::Select>::new();
    let on_lunar = move |_| {
        let (Some(y), Some(m), Some(l), Some(d)) = (
            lunar_year.get_untracked(),
            lunar_month.get_untracked(),
            lunar_leap.get_untracked(),
            lunar_day.get_untracked(),
        ) else {
            return;
        };
        let text = format!("{}-{}{}-{}", y.value().trim(), if l.checked() { "L" } else { "" }, m.value(), d.value());
        let r = text
            .parse::<LunarQuery>()
            .and_then(LunarQuery::civil)
            .map_err(|e| e.to_string())
            .and_then(|(y, m, d)| set_local(Some(format!("{y:04}-{m:02}-{d:02}")), None, None));
        report(lunar_err, r);
    };

    let place_choice = move || {
        shared.with(|s| match s.input.place {
            None => "",
            Some(p) => cities::at(p.longitude, p.latitude).map_or("custom", |c| c.key),
        })
    };
    let on_place_choice = move |ev| {
        let key = event_target_value(&ev);
        match key.as_str() {
            "" => shared.update(|s| s.input.place = None),
            "custom" => {}
            k => {
                if let Some(c) = cities::by_key(k) {
                    if let Ok(p) = Place::new(c.longitude, c.latitude) {
                        shared.update(|s| s.input.place = Some(p));
                    }
                    // The city's zone, keeping the local time as shown.
                    if let Some(z) = zones::canonical(c.zone) {
                        report(offset_err, set_local(None, None, Some(Clock::Named(z))));
                    }
                }
            }
        }
        place_err.set(None);
    };
    let on_coordinates = move |_| {
        let (Some(lon), Some(lat)) = (lon_ref.get_untracked(), lat_ref.get_untracked()) else { return };
        match form::parse_place(&lon.value(), &lat.value()) {
            Ok(p) => {
                shared.update(|s| s.input.place = p);
                place_err.set(None);
            }
            Err(e) => place_err.set(Some(e)),
        }
    };
    let city_options = CITIES
        .iter()
        .map(|c| {
            let key = c.key;
            view! {
                <option value=key prop:selected=move || place_choice() == key>
                    {move || lang.get().zh(c.name)}
                    " "
                    {c.english}
                </option>
            }
        })
        .collect_view();

    let branch_select = |id: &'static str, get: fn(&Shared) -> Option<Branch>, set: fn(&mut Shared, Option<Branch>)| {
        let current = move || shared.with(|s| get(s).map_or("", Branch::hanzi));
        let options = Branch::ALL
            .into_iter()
            .map(|b| {
                let h = b.hanzi();
                view! { <option value=h prop:selected=move || current() == h>{h}</option> }
            })
            .collect_view();
        view! {
            <select
                id=id
                class="form-select form-branch"
                on:change=move |ev| {
                    let v = event_target_value(&ev);
                    let b = v.parse::<Branch>().ok();
                    shared.update(|s| set(s, b));
                }
            >
                <option value="" prop:selected=move || current().is_empty()>{move || lang.get().zh("自動")}</option>
                {options}
            </select>
        }
    };

    // Longitude or latitude of the place, in degrees; both are read on change.
    let coordinate = move |id: &'static str,
                           label: &'static str,
                           node_ref: NodeRef<html::Input>,
                           placeholder: &'static str,
                           get: fn(Place) -> f64| {
        view! {
            <div class="form-field form-field-narrow">
                <label for=id><Term zh=label /></label>
                <input
                    id=id
                    node_ref=node_ref
                    class="form-input"
                    type="text"
                    inputmode="decimal"
                    autocomplete="off"
                    placeholder=placeholder
                    aria-describedby="form-place-error"
                    prop:value=move || shared.with(|s| s.input.place.map(|p| format_degrees(get(p))).unwrap_or_default())
                    on:change=on_coordinates
                />
            </div>
        }
    };

    // A person's birth year and sex (the querent's, or the partner's for
    // 繁昌/解離): `get`/`set` reach the person in the chart's input.
    let person = |ids: [&'static str; 3],
                  labels: [&'static str; 2],
                  default_sex: Sex,
                  get: fn(&Shared) -> Option<Querent>,
                  set: fn(&mut Shared, Option<Querent>)| {
        let [year_id, sex_id, error_id] = ids;
        let year_err = RwSignal::new(None::<String>);
        let sex_pref = RwSignal::new(default_sex);
        let on_year = move |ev| match form::parse_birth_year(&event_target_value(&ev)) {
            Ok(y) => {
                // The sex shown: the person's own if there is one, else the one chosen.
                let sex = shared.with_untracked(|s| get(s).map(|q| q.sex)).unwrap_or_else(|| sex_pref.get_untracked());
                shared.update(|s| set(s, y.map(|birth_year| Querent { birth_year, sex })));
                year_err.set(None);
            }
            Err(e) => year_err.set(Some(e)),
        };
        let sex_now = move || shared.with(|s| get(s).map(|q| q.sex)).unwrap_or_else(|| sex_pref.get());
        let on_sex = move |ev| {
            let sex = if event_target_value(&ev) == "female" { Sex::Female } else { Sex::Male };
            sex_pref.set(sex);
            shared.update(|s| {
                if let Some(q) = get(s) {
                    set(s, Some(Querent { sex, ..q }));
                }
            });
        };
        view! {
            <div class="form-field form-field-narrow">
                <label for=year_id><Term zh=labels[0] /></label>
                <input
                    id=year_id
                    class="form-input"
                    type="text"
                    inputmode="numeric"
                    autocomplete="off"
                    placeholder="1984"
                    aria-describedby=error_id
                    prop:value=move || shared.with(|s| get(s).map(|q| q.birth_year.to_string()).unwrap_or_default())
                    on:change=on_year
                />
                {field_error(year_err, error_id)}
            </div>
            <div class="form-field form-field-narrow">
                <label for=sex_id><Term zh=labels[1] /></label>
                <select id=sex_id class="form-select" on:change=on_sex>
                    <option value="male" prop:selected=move || sex_now() == Sex::Male>{move || lang.get().zh("男")}</option>
                    <option value="female" prop:selected=move || sex_now() == Sex::Female>{move || lang.get().zh("女")}</option>
                </select>
            </div>
        }
    };

    // The 干支 mode: the case in `shared.pillars`; the one left by a switch to
    // 日期 comes back at a switch to 干支.
    let ganzhi = move || shared.with(|s| s.pillars.is_some());
    let pillar_err = RwSignal::new(None::<String>);
    // Leave the 干支 mode: the dated form as it was (the present if it never had a date).
    let leave_pillars = move |s: &mut Shared| {
        if let Some(p) = s.pillars.take() {
            last_pillars.set_value(Some(p));
        }
        if s.input.moment == DATELESS {
            let m = now.run(());
            s.input.moment = s.zone.map_or(m, |z| Clock::Named(z).moment_of(m.unix));
        }
    };
    let to_date = move |_| {
        if ganzhi() {
            shared.update(leave_pillars);
        }
        pillar_err.set(None);
    };
    let to_ganzhi = move |_| {
        if !ganzhi() {
            let p = last_pillars
                .get_value()
                .unwrap_or_else(|| chart.with_untracked(|c| PillarInput::new(c.day(), c.month_general, c.hour_branch)));
            shared.update(|s| s.pillars = Some(p));
        }
    };
    // A pillar field: the day pillar is required, the year and month pillars not.
    let pillar_field = move |id: &'static str,
                             label: &'static str,
                             gloss: &'static str,
                             required: bool,
                             get: fn(&PillarInput) -> Option<GanZhi>,
                             set: fn(&mut PillarInput, Option<GanZhi>)| {
        let on_change = move |ev| {
            let text = event_target_value(&ev);
            match parse_pillar(&text) {
                Ok(None) if required => {
                    pillar_err.set(Some(format!("{label}: enter one of the sixty 干支, e.g. 甲子")))
                }
                Ok(g) => {
                    shared.update(|s| {
                        if let Some(p) = s.pillars.as_mut() {
                            set(p, g);
                        }
                    });
                    pillar_err.set(None);
                }
                Err(e) => pillar_err.set(Some(format!("{label}: {e}"))),
            }
        };
        view! {
            <div class="form-field form-field-narrow">
                <label for=id><Term zh=label en=gloss /></label>
                <input
                    id=id
                    class="form-input"
                    type="text"
                    list="form-sixty"
                    autocomplete="off"
                    spellcheck="false"
                    placeholder=if required { "甲子" } else { "" }
                    aria-describedby="form-pillar-error"
                    prop:value=move || shared.with(|s| s.pillars.and_then(|p| get(&p)).map(|g| g.hanzi()).unwrap_or_default())
                    on:change=on_change
                />
            </div>
        }
    };
    // 月將 or 占時 of the case (required: no 自動).
    let case_branch = move |id: &'static str, get: fn(&PillarInput) -> Branch, set: fn(&mut PillarInput, Branch)| {
        let current = move || shared.with(|s| s.pillars.map(|p| get(&p).hanzi()).unwrap_or(""));
        view! {
            <select
                id=id
                class="form-select form-branch"
                on:change=move |ev| {
                    if let Ok(b) = event_target_value(&ev).parse::<Branch>() {
                        shared.update(|s| {
                            if let Some(p) = s.pillars.as_mut() {
                                set(p, b);
                            }
                        });
                    }
                }
            >
                {Branch::ALL
                    .into_iter()
                    .map(|b| {
                        let h = b.hanzi();
                        view! { <option value=h prop:selected=move || current() == h>{h}</option> }
                    })
                    .collect_view()}
            </select>
        }
    };
    let daytime = move || shared.with(|s| s.pillars.and_then(|p| p.daytime));

    // The less used fields start folded unless the chart uses them.
    let more_open = shared.with_untracked(|s| {
        s.input.place.is_some()
            || s.input.month_general.is_some()
            || s.input.hour_branch.is_some()
            || s.input.querent.is_some()
            || s.input.partner.is_some()
            || !s.question.is_empty()
            || s.category != Category::General
    });

    view! {
        // One class says the mode; the style sheet hides the other mode's parts.
        <form class="form" class:form-is-ganzhi=ganzhi on:submit=|ev| ev.prevent_default() aria-label="起課">
            <div class="app-toggle form-mode" role="group" aria-label="起課之法">
                <button
                    type="button"
                    class="app-toggle-button"
                    id="form-mode-date"
                    aria-pressed=move || (!ganzhi()).to_string()
                    on:click=to_date
                >
                    <Term zh="日期" en="cast at a date and time" />
                </button>
                <button
                    type="button"
                    class="app-toggle-button"
                    id="form-mode-ganzhi"
                    aria-pressed=move || ganzhi().to_string()
                    on:click=to_ganzhi
                >
                    <Term zh="干支" en="cast from the pillars as a book prints a case (甲子日 亥將 午時), no date" />
                </button>
            </div>
            <div class="form-ganzhi">
                <div class="form-row">
                    {pillar_field("form-day-pillar", "日柱", "the day pillar: one of the sixty 干支", true, |p| Some(p.day), |p, g| {
                        if let Some(g) = g {
                            p.day = g;
                        }
                    })}
                    <div class="form-field form-field-narrow">
                        <label for="form-gz-mg"><Term zh="月將" /></label>
                        {case_branch("form-gz-mg", |p| p.month_general, |p, b| p.month_general = b)}
                    </div>
                    <div class="form-field form-field-narrow">
                        <label for="form-gz-hb"><Term zh="占時" /></label>
                        {case_branch("form-gz-hb", |p| p.hour_branch, |p, b| p.hour_branch = b)}
                    </div>
                    <div class="form-field form-field-narrow">
                        <label for="form-gz-dn"><Term zh="晝夜" en="晝 or 夜 as the case says; 自動: by the 占時 under the 晝夜 option" /></label>
                        <select
                            id="form-gz-dn"
                            class="form-select"
                            on:change=move |ev| {
                                let d = match event_target_value(&ev).as_str() {
                                    "day" => Some(true),
                                    "night" => Some(false),
                                    _ => None,
                                };
                                shared.update(|s| {
                                    if let Some(p) = s.pillars.as_mut() {
                                        p.daytime = d;
                                    }
                                });
                            }
                        >
                            <option value="" prop:selected=move || daytime().is_none()>{move || lang.get().zh("自動")}</option>
                            <option value="day" prop:selected=move || daytime() == Some(true)>{move || lang.get().zh("晝")}</option>
                            <option value="night" prop:selected=move || daytime() == Some(false)>{move || lang.get().zh("夜")}</option>
                        </select>
                    </div>
                </div>
                <div class="form-row">
                    {pillar_field("form-year-pillar", "年柱", "the year pillar, if known (for 太歲, 年命 and the year's 神煞)", false, |p| p.year, |p, g| p.year = g)}
                    {pillar_field("form-month-pillar", "月柱", "the month pillar, if known (for 月建, 旺相 and the month's 神煞)", false, |p| p.month, |p, g| p.month = g)}
                    <span class="form-error" id="form-pillar-error" role="alert">{move || pillar_err.get()}</span>
                </div>
                <datalist id="form-sixty">
                    {GanZhi::ALL.into_iter().map(|g| view! { <option value=g.hanzi() /> }).collect_view()}
                </datalist>
                <details class="form-more form-find">
                    <summary class="form-more-summary">
                        <Term zh="尋時" en="find the real moments that carry this day pillar, 月將 and 占時" />
                        " · "
                        <Term zh="開為日期之課" en="open one as an ordinary dated chart" />
                    </summary>
                    // Mounted from the readings' chunk.
                    <div data-slot=FIND></div>
                </details>
            </div>
            <div class="form-dated">
            <div class="form-row">
                <div class="form-field">
                    <label for="form-date"><Term zh="日期" /></label>
                    <input
                        id="form-date"
                        class="form-input"
                        type="date"
                        min="1800-01-01"
                        max="2200-12-31"
                        aria-describedby="form-date-error"
                        prop:value=move || date_value(moment())
                        on:input=move |ev| report(date_err, set_local(Some(event_target_value(&ev)), None, None))
                    />
                    {field_error(date_err, "form-date-error")}
                </div>
                <div class="form-field">
                    <label for="form-time"><Term zh="時間" /></label>
                    <input
                        id="form-time"
                        class="form-input"
                        type="time"
                        aria-describedby="form-time-error"
                        prop:value=move || time_value(moment())
                        on:input=move |ev| report(time_err, set_local(None, Some(event_target_value(&ev)), None))
                    />
                    {field_error(time_err, "form-time-error")}
                </div>
                <div class="form-field">
                    <label for="form-zone"><Term zh="時區" en="time zone: an IANA name (its daylight time followed) or a fixed UTC offset" /></label>
                    <input
                        id="form-zone"
                        class="form-input"
                        type="text"
                        list="form-zones"
                        autocomplete="off"
                        spellcheck="false"
                        placeholder="Asia/Shanghai"
                        aria-describedby="form-offset-error"
                        prop:value=move || shared.with(|s| zone_value(s.zone, s.input.moment))
                        on:change=move |ev| {
                            let r = form::parse_zone(&event_target_value(&ev)).and_then(|z| set_local(None, None, Some(z)));
                            report(offset_err, r)
                        }
                    />
                    <datalist id="form-zones">
                        {zones::names().into_iter().map(|n| view! { <option value=n /> }).collect_view()}
                    </datalist>
                    <span class="form-hint" id="form-offset-shown">{move || format!("UTC{}", format_offset(moment().offset_minutes))}</span>
                    {field_error(offset_err, "form-offset-error")}
                </div>
                <div class="form-field form-field-button">
                    <button type="button" class="form-now" on:click=on_now>
                        <Term zh="此刻" />
                    </button>
                </div>
            </div>
            {move || {
                twice
                    .get()
                    .map(|(earlier, later)| {
                        let pick = move |m: Moment| shared.update(|s| s.input.moment = m);
                        let chosen = move |m: Moment| moment() == m;
                        view! {
                            <div class="form-twice" role="group" id="form-twice">
                                <span>{move || lang.get().zh("此時刻在此時區出現兩次（撥回時鐘）：")}</span>
                                <button type="button" class="form-fold" id="form-fold-earlier" aria-pressed=move || chosen(earlier).to_string() on:click=move |_| pick(earlier)>
                                    {move || lang.get().zh("較早")}" UTC"{format_offset(earlier.offset_minutes)}
                                </button>
                                <button type="button" class="form-fold" id="form-fold-later" aria-pressed=move || chosen(later).to_string() on:click=move |_| pick(later)>
                                    {move || lang.get().zh("較晚")}" UTC"{format_offset(later.offset_minutes)}
                                </button>
                            </div>
                        }
                    })
            }}
            <div class="form-row form-lunar">
                <div class="form-field form-field-narrow">
                    <label for="form-lunar-year"><Term zh="農曆" en="the lunisolar calendar: year, month (閏 a leap month), day" /></label>
                    <input
                        id="form-lunar-year"
                        node_ref=lunar_year
                        class="form-input"
                        type="text"
                        inputmode="numeric"
                        autocomplete="off"
                        aria-describedby="form-lunar-error"
                        prop:value=move || lunar_now.get().map(|l| l.year.to_string()).unwrap_or_default()
                        on:change=on_lunar
                    />
                </div>
                <div class="form-field form-field-narrow">
                    <label for="form-lunar-month"><Term zh="月" /></label>
                    <select id="form-lunar-month" node_ref=lunar_month class="form-select" on:change=on_lunar>
                        {(1u8..=12)
                            .map(|m| {
                                let name = format!("{}月", lunar::month_name(m));
                                view! { <option value=m.to_string() prop:selected=move || lunar_now.get().is_some_and(|l| l.month == m)>{name}</option> }
                            })
                            .collect_view()}
                    </select>
                </div>
                <div class="form-field form-field-check">
                    <label for="form-lunar-leap"><Term zh="閏" en="leap month" /></label>
                    <input id="form-lunar-leap" node_ref=lunar_leap type="checkbox" prop:checked=move || lunar_now.get().is_some_and(|l| l.leap) on:change=on_lunar />
                </div>
                <div class="form-field form-field-narrow">
                    <label for="form-lunar-day"><Term zh="日" /></label>
                    <select id="form-lunar-day" node_ref=lunar_day class="form-select" on:change=on_lunar>
                        {(1u8..=30)
                            .map(|d| {
                                view! { <option value=d.to_string() prop:selected=move || lunar_now.get().is_some_and(|l| l.day == d)>{lunar::day_name(d)}</option> }
                            })
                            .collect_view()}
                    </select>
                </div>
                {field_error(lunar_err, "form-lunar-error")}
            </div>
            </div>
            <details class="form-more" open=more_open>
            <summary class="form-more-summary">
                <Term zh="地點" />" · "<Term zh="活時" />" · "<Term zh="年命" en="the querent's 本命 and 行年" />" · "<Term zh="所問" />
            </summary>
            <div class="form-row form-dated-only">
                <div class="form-field form-field-wide">
                    <label for="form-city"><Term zh="地點" /></label>
                    <select id="form-city" class="form-select" on:change=on_place_choice>
                        <option value="" prop:selected=move || place_choice().is_empty()>{move || lang.get().zh("無")}</option>
                        {city_options}
                        <option value="custom" prop:selected=move || place_choice() == "custom">{move || lang.get().zh("自訂")}" …"</option>
                    </select>
                </div>
                {coordinate("form-lon", "經度", lon_ref, "121.47", |p| p.longitude)}
                {coordinate("form-lat", "緯度", lat_ref, "31.23", |p| p.latitude)}
                {field_error(place_err, "form-place-error")}
            </div>
            <div class="form-row">
                <div class="form-field form-field-narrow form-dated-only">
                    <label for="form-mg"><Term zh="月將" /></label>
                    {branch_select("form-mg", |s| s.input.month_general, |s, b| s.input.month_general = b)}
                </div>
                <div class="form-field form-field-narrow form-dated-only">
                    <label for="form-hb"><Term zh="占時" /></label>
                    {branch_select("form-hb", |s| s.input.hour_branch, |s, b| s.input.hour_branch = b)}
                </div>
                {person(
                    ["form-year", "form-sex", "form-year-error"],
                    ["生年", "性別"],
                    Sex::Male,
                    |s| s.input.querent,
                    |s, q| s.input.querent = q,
                )}
                {person(
                    ["form-partner-year", "form-partner-sex", "form-partner-year-error"],
                    ["配偶生年", "配偶性別"],
                    Sex::Female,
                    |s| s.input.partner,
                    |s, q| s.input.partner = q,
                )}
            </div>
            <div class="form-row">
                <div class="form-field form-field-grow">
                    <label for="form-question"><Term zh="所問" /></label>
                    <input
                        id="form-question"
                        class="form-input"
                        type="text"
                        autocomplete="off"
                        maxlength="200"
                        prop:value=move || shared.with(|s| s.question.clone())
                        on:change=move |ev| {
                            let q = event_target_value(&ev);
                            shared.update(|s| s.question = q.trim().to_string());
                        }
                    />
                </div>
                <div class="form-field form-field-narrow">
                    <label for="form-category"><Term zh="類別" /></label>
                    <select
                        id="form-category"
                        class="form-select"
                        on:change=move |ev| {
                            // The options' values are the categories' keys.
                            if let Ok(c) = event_target_value(&ev).parse::<Category>() {
                                shared.update(|s| s.category = c);
                            }
                        }
                    >
                        {Category::ALL
                            .into_iter()
                            .map(|c| {
                                view! {
                                    <option value=c.key() prop:selected=move || shared.with(|s| s.category == c)>
                                        {move || lang.get().zh(category_label(c))}
                                    </option>
                                }
                            })
                            .collect_view()}
                    </select>
                </div>
            </div>
            </details>
        </form>
    }
}
