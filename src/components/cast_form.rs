//! 起課 — the inputs: date, time, UTC offset, place, hand-set 月將/占時,
//! the querent's birth year and sex, the question and its kind, and "now".
//!
//! Each field shows what it reads from the app's state; a change that reads
//! well updates the state (and so recasts at once); one that does not leaves
//! the state — and the chart — as they were and says why next to the field.

use leptos::html;
use leptos::prelude::*;
use liuren_core::calendar::Place;
use liuren_core::chart::{Querent, Sex};
use liuren_core::cycle::Branch;
use liuren_core::reading::Category;

use super::{use_lang, Term};
use crate::cities::{self, CITIES};
use crate::form::{self, date_value, format_degrees, format_offset, time_value};
use crate::share::Shared;

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

/// The form. `now` gives the device's present moment.
#[component]
pub fn CastForm(shared: RwSignal<Shared>, now: Callback<(), liuren_core::calendar::Moment>) -> impl IntoView {
    let lang = use_lang();
    let date_err = RwSignal::new(None::<String>);
    let time_err = RwSignal::new(None::<String>);
    let offset_err = RwSignal::new(None::<String>);
    let place_err = RwSignal::new(None::<String>);
    let lon_ref = NodeRef::<html::Input>::new();
    let lat_ref = NodeRef::<html::Input>::new();

    let moment = move || shared.with(|s| s.input.moment);
    // Set the moment from the fields (those not given keep their value).
    let set_moment = move |date: Option<String>, time: Option<String>, offset: Option<i32>| {
        let m = shared.with_untracked(|s| s.input.moment);
        let d = date.unwrap_or_else(|| date_value(m));
        let t = time.unwrap_or_else(|| time_value(m));
        let o = offset.unwrap_or(m.offset_minutes);
        form::moment_from(&d, &t, o).map(|new| shared.update(|s| s.input.moment = new))
    };
    let report = |sig: RwSignal<Option<String>>, r: Result<(), String>| sig.set(r.err());

    let on_now = move |_| {
        let m = now.run(());
        shared.update(|s| s.input.moment = m);
        for e in [date_err, time_err, offset_err] {
            e.set(None);
        }
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
        <form class="form" on:submit=|ev| ev.prevent_default() aria-label="起課">
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
                        on:input=move |ev| report(date_err, set_moment(Some(event_target_value(&ev)), None, None))
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
                        on:input=move |ev| report(time_err, set_moment(None, Some(event_target_value(&ev)), None))
                    />
                    {field_error(time_err, "form-time-error")}
                </div>
                <div class="form-field form-field-narrow">
                    <label for="form-offset"><Term zh="時區" /></label>
                    <input
                        id="form-offset"
                        class="form-input"
                        type="text"
                        inputmode="text"
                        autocomplete="off"
                        spellcheck="false"
                        placeholder="+08:00"
                        aria-describedby="form-offset-error"
                        prop:value=move || format_offset(moment().offset_minutes)
                        on:change=move |ev| {
                            let r = form::parse_offset(&event_target_value(&ev)).and_then(|o| set_moment(None, None, Some(o)));
                            report(offset_err, r)
                        }
                    />
                    {field_error(offset_err, "form-offset-error")}
                </div>
                <div class="form-field form-field-button">
                    <button type="button" class="form-now" on:click=on_now>
                        <Term zh="此刻" />
                    </button>
                </div>
            </div>
            <details class="form-more" open=more_open>
            <summary class="form-more-summary">
                <Term zh="地點" />" · "<Term zh="活時" />" · "<Term zh="年命" en="the querent's 本命 and 行年" />" · "<Term zh="所問" />
            </summary>
            <div class="form-row">
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
                <div class="form-field form-field-narrow">
                    <label for="form-mg"><Term zh="月將" /></label>
                    {branch_select("form-mg", |s| s.input.month_general, |s, b| s.input.month_general = b)}
                </div>
                <div class="form-field form-field-narrow">
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
