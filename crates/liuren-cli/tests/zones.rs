//! Time zones by name and 農曆 input on the command line (issue 11, items 2–3).

use serde_json::{json, Value};

mod run;
use run::liuren;

fn cast(args: &[&str]) -> Value {
    let out = liuren(args);
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("valid JSON")
}

/// Exit 2 with one line on stderr containing `says`.
fn refused(args: &[&str], says: &str) {
    let out = liuren(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains(says), "{args:?}: {err}");
}

/// China kept daylight time 1986–1991: 1988-07-01 noon in Shanghai was
/// UTC+9, New Year's Day UTC+8; New York is on EDT in July, EST in January.
#[test]
fn a_local_time_and_a_zone_name_give_the_offset_of_that_date() {
    for (at, zone, offset) in [
        ("1988-07-01T12:00:00", "Asia/Shanghai", "+09:00"),
        ("1988-01-01T12:00:00", "Asia/Shanghai", "+08:00"),
        ("2026-07-01T12:00:00", "America/New_York", "-04:00"),
        ("2026-01-15T12:00:00", "America/New_York", "-05:00"),
    ] {
        let c = cast(&["cast", "--at", at, "--zone", zone, "--json"]);
        assert_eq!(c["zone"], zone);
        assert_eq!(c["utc_offset"], offset, "{at} {zone}");
        assert_eq!(c["at"], format!("{at}{offset}"));
    }
    // The same clock time an hour apart in UTC: the hour pillar follows the local clock.
    let summer = cast(&["cast", "--at", "1988-07-01T12:00:00", "--zone", "Asia/Shanghai", "--json"]);
    let fixed = cast(&["cast", "--at", "1988-07-01T12:00:00+08:00", "--json"]);
    assert_eq!(summer["pillars"]["hour"], fixed["pillars"]["hour"]);
    assert_eq!(fixed["zone"], "+08:00");
}

#[test]
fn an_instant_with_a_zone_is_read_on_that_zone_clock() {
    let c = cast(&["cast", "--at", "1988-07-01T03:00:00Z", "--zone", "Asia/Shanghai", "--json"]);
    assert_eq!(c["at"], "1988-07-01T12:00:00+09:00");
}

#[test]
fn bad_zones_and_skipped_times_exit_2() {
    refused(&["cast", "--at", "1988-07-01T12:00:00", "--zone", "Asia/Atlantis"], "unknown time zone \"Asia/Atlantis\"");
    refused(&["cast", "--at", "1988-07-01T12:00:00"], "needs --zone");
    // 2026-03-08 02:00 EST → 03:00 EDT; 1988-04-17 02:00 → 03:00 in China.
    refused(
        &["cast", "--at", "2026-03-08T02:30:00", "--zone", "America/New_York"],
        "does not exist in America/New_York",
    );
    refused(&["cast", "--at", "1988-04-17T02:30:00", "--zone", "Asia/Shanghai"], "does not exist in Asia/Shanghai");
    refused(&["cast", "--at", "2026-11-01T01:30:00", "--zone", "America/New_York", "--fold", "sideways"], "--fold");
}

/// 2026-11-01 01:30 happens twice in New York: the earlier (EDT) unless asked,
/// with a note on stderr; `--fold later` takes EST.
#[test]
fn an_ambiguous_time_says_which_it_took() {
    let args = ["cast", "--at", "2026-11-01T01:30:00", "--zone", "America/New_York", "--json"];
    let out = liuren(&args);
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("happens twice") && err.contains("took the earlier"), "{err}");
    let c: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!((c["utc_offset"].as_str(), c["fold"].as_str()), (Some("-04:00"), Some("earlier")));
    let later = cast(&[&args[..], &["--fold", "later"]].concat());
    assert_eq!((later["utc_offset"].as_str(), later["fold"].as_str()), (Some("-05:00"), Some("later")));
    assert_eq!(later["at"], "2026-11-01T01:30:00-05:00");
}

/// 2023 閏二月十五 is 2023-04-05 (the published 農曆: 閏二月 began 2023-03-22).
#[test]
fn a_lunar_date_casts_its_civil_date() {
    let c = cast(&["cast", "--lunar", "2023-L2-15", "--time", "21:30", "--zone", "Asia/Shanghai", "--json"]);
    assert_eq!(c["at"], "2023-04-05T21:30:00+08:00");
    assert_eq!(c["lunar"], json!({"year": 2023, "month": 2, "leap": true, "day": 15, "name": "閏二月十五"}));
    let same = cast(&["cast", "--at", "2023-04-05T21:30:00+08:00", "--json"]);
    assert_eq!(same["pillars"], c["pillars"]);
    assert_eq!(same["lunar"], c["lunar"]);
    // 春節 2024: 2024-02-10.
    let c = cast(&["cast", "--lunar", "2024-1-1", "--time", "12:00", "--zone", "+08:00", "--json"]);
    assert_eq!(c["at"], "2024-02-10T12:00:00+08:00");
}

#[test]
fn invalid_lunar_dates_exit_2_saying_why() {
    let z = ["--time", "21:30", "--zone", "Asia/Shanghai"];
    refused(&[&["cast", "--lunar", "2023-L3-15"][..], &z].concat(), "has no 閏三月: its leap month is 閏二月");
    refused(&[&["cast", "--lunar", "2024-12-30"][..], &z].concat(), "has 29 days");
    refused(&[&["cast", "--lunar", "2023-2"][..], &z].concat(), "is not a lunar date");
    refused(&["cast", "--lunar", "2023-2-1", "--zone", "Asia/Shanghai"], "needs --time");
    refused(&["cast", "--lunar", "2023-2-1", "--time", "25:00", "--zone", "Asia/Shanghai"], "--time");
    refused(&["cast", "--lunar", "2023-2-1", "--at", "2023-01-01T00:00:00Z"], "not both");
}
