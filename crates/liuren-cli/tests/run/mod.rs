//! Running the `liuren` binary from the CLI's tests: one runner for every test file.
#![allow(dead_code)] // each test file uses what it needs

use std::process::{Command, Output};

use serde_json::Value;

/// `liuren <args>`, its exit status and output.
pub fn liuren(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_liuren")).args(args).output().expect("the binary runs")
}

/// `liuren <args>` that must succeed, its stdout read as JSON.
pub fn json(args: &[&str]) -> Value {
    let out = liuren(args);
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("valid JSON")
}
