#!/usr/bin/env python3
"""Generate ``crates/liuren-core/src/astro/vsop87_earth.rs``: truncated VSOP87D Earth series.

Source of the coefficients: VSOP87D (heliocentric ecliptic spherical
coordinates, dynamical ecliptic and equinox of date), file ``VSOP87D.ear``
of Bretagnon & Francou (1988), "Planetary theories in rectangular and
spherical variables. VSOP 87 solutions", Astron. Astrophys. 202, 309–315.
The script reads them from the transcription in the crates.io package
``vsop87`` 3.0.0 (``src/vsop87d/earth.rs``), which ``cargo`` has unpacked
under ``~/.cargo/registry/src/*/vsop87-3.0.0/`` (``cargo download`` / any
``cargo fetch`` of a project that depends on it puts it there; pass the path
explicitly otherwise).

Truncation: a term ``A·cos(B + C·t)`` of the series multiplied by ``t^α``
(``t`` in Julian millennia from J2000.0 TDB) is kept when
``A · 0.2^α ≥ threshold`` — 0.2 millennia is the largest |t| over the
supported years 1800–2200. The script evaluates the full and the truncated
series on a dense grid over 1800–2200 and writes the maximum difference into
the generated doc comment, so the claim there is measured, not estimated.

Usage:  python3 scripts/reference/vsop87_truncate.py [path/to/vsop87d/earth.rs]
"""

import glob
import math
import os
import re
import sys

import numpy as np

L_THRESHOLD = 1e-8  # radians
R_THRESHOLD = 1e-5  # astronomical units
# The "coarse" prefix of each series, used to steer Newton's method before
# the one evaluation of the full truncated series.
L_COARSE_THRESHOLD = 1e-6  # radians
R_COARSE_THRESHOLD = 1e-4  # astronomical units
T_MAX = 0.2  # Julian millennia from J2000.0 to 1800 or 2200
RAD_TO_ARCSEC = 180.0 / math.pi * 3600.0


def load_series(path):
    src = open(path).read()
    series = {}
    pattern = r"pub\(crate\) const ([LBR])(\d): \[\[f64; (\d+)\]; 3\] = \[(.*?)\];\n"
    for m in re.finditer(pattern, src, re.S):
        name = m.group(1) + m.group(2)
        rows = re.findall(r"\[(.*?)\]", m.group(4), re.S)
        # The crate writes the phase π of a few terms as the constant `PI`;
        # VSOP87D.ear prints it as 3.14159265359.
        cols = [
            [float(x.strip().replace("PI", "3.14159265359")) for x in r.split(",") if x.strip()]
            for r in rows
        ]
        assert len(cols) == 3 and all(len(c) == int(m.group(3)) for c in cols), name
        series[name] = list(zip(*cols))  # rows of (A, B, C)
    return series


def evaluate(terms, power, t):
    total = np.zeros_like(t)
    for a, b, c in terms:
        total += a * np.cos(b + c * t)
    return total * t**power


def truncate(series, var, threshold):
    kept = {}
    for name in sorted(k for k in series if k[0] == var):
        power = int(name[1])
        terms = [row for row in series[name] if row[0] * T_MAX**power >= threshold]
        if not terms:
            break  # every higher power is smaller still
        # Largest first, so that a prefix of each table is a coarser series.
        kept[name] = sorted(terms, key=lambda row: -row[0])
    return kept


def max_error(series, kept, var):
    t = np.linspace(-T_MAX, T_MAX, 40001)
    err = np.zeros_like(t)
    for name in (k for k in series if k[0] == var):
        power = int(name[1])
        err += evaluate(series[name], power, t) - evaluate(kept.get(name, []), power, t)
    return float(np.abs(err).max())


def rust_table(name, terms, doc):
    lines = ["/// %s" % doc, "#[rustfmt::skip]"]
    lines.append("pub(super) const %s: [Term; %d] = [" % (name, len(terms)))
    for a, b, c in terms:
        lines.append("    Term { a: %r, b: %r, c: %r }," % (a, b, c))
    lines.append("];")
    return "\n".join(lines)


def main():
    if len(sys.argv) > 1:
        path = sys.argv[1]
    else:
        found = glob.glob(
            os.path.expanduser("~/.cargo/registry/src/*/vsop87-3.0.0/src/vsop87d/earth.rs")
        )
        if not found:
            sys.exit("vsop87 3.0.0 not in ~/.cargo/registry; pass the path to vsop87d/earth.rs")
        path = found[0]
    series = load_series(path)
    l_kept = truncate(series, "L", L_THRESHOLD)
    r_kept = truncate(series, "R", R_THRESHOLD)
    l_coarse = truncate(series, "L", L_COARSE_THRESHOLD)
    r_coarse = truncate(series, "R", R_COARSE_THRESHOLD)
    l_coarse_err = max_error(series, l_coarse, "L") * RAD_TO_ARCSEC
    r_coarse_err = max_error(series, r_coarse, "R")
    l_err = max_error(series, l_kept, "L") * RAD_TO_ARCSEC
    r_err = max_error(series, r_kept, "R")
    l_count = sum(len(v) for v in l_kept.values())
    r_count = sum(len(v) for v in r_kept.values())
    l_full = sum(len(v) for k, v in series.items() if k[0] == "L")
    r_full = sum(len(v) for k, v in series.items() if k[0] == "R")

    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.join(here, "..", "..", "crates", "liuren-core", "src", "astro", "vsop87_earth.rs")
    parts = [
        "//! VSOP87D Earth: the truncated series for the heliocentric longitude L and",
        "//! radius vector R (the latitude B, below 1″, is not needed for the Sun's",
        "//! longitude and is left out).",
        "//!",
        "//! Source: P. Bretagnon & G. Francou (1988), \"Planetary theories in rectangular",
        "//! and spherical variables. VSOP 87 solutions\", *Astron. Astrophys.* 202,",
        "//! 309–315; file `VSOP87D.ear` (heliocentric spherical coordinates, dynamical",
        "//! ecliptic and equinox of date), read from its transcription in the crates.io",
        "//! package `vsop87` 3.0.0 (`src/vsop87d/earth.rs`).",
        "//!",
        "//! Generated by `scripts/reference/vsop87_truncate.py` — do not edit by hand.",
        "//! A term `A·cos(B + C·t)` of the series multiplied by `t^α` (t in Julian",
        "//! millennia TDB from J2000.0) is kept when `A·0.2^α ≥` %g rad for L, %g au"
        % (L_THRESHOLD, R_THRESHOLD),
        "//! for R (0.2 millennia reaches 1800 and 2200). Kept: %d of %d L terms, %d of"
        % (l_count, l_full, r_count),
        "//! %d R terms. Measured over 1800–2200 against the full series: L differs by at"
        % r_full,
        "//! most %.3f″, R by at most %.1e au (%.4f″ of aberration)."
        % (l_err, r_err, r_err * 20.4898),
        "//!",
        "//! Each table is sorted by decreasing amplitude, so its first terms form a",
        "//! coarser series: [`L_COARSE_LEN`] terms of each L table (those with",
        "//! `A·0.2^α ≥` %g rad) are good to %.2f″, [`R_COARSE_LEN`] terms of each R"
        % (L_COARSE_THRESHOLD, l_coarse_err),
        "//! table (`≥` %g au) to %.1e au. Newton's method for the solar terms steers"
        % (R_COARSE_THRESHOLD, r_coarse_err),
        "//! with them.",
        "",
        "/// One periodic term `a·cos(b + c·t)` of a VSOP87 series: amplitude `a`",
        "/// (radians or au), phase `b` (radians), frequency `c` (radians per Julian",
        "/// millennium). Defined with the data, so the evaluator (`vsop87.rs`) depends",
        "/// on this module and not the other way round.",
        "#[derive(Debug, Clone, Copy)]",
        "pub(super) struct Term {",
        "    pub a: f64,",
        "    pub b: f64,",
        "    pub c: f64,",
        "}",
        "",
        "/// Largest truncation error of [`L_SERIES`] over 1800–2200, arcseconds (measured).",
        "#[cfg(test)]",
        "pub(super) const L_TRUNCATION_ERROR_ARCSEC: f64 = %.4f;" % l_err,
    ]
    for name, terms in l_kept.items():
        parts += ["", rust_table(name, terms, "VSOP87D Earth %s (radians), terms multiplied by t^%s." % (name, name[1]))]
    for name, terms in r_kept.items():
        parts += ["", rust_table(name, terms, "VSOP87D Earth %s (au), terms multiplied by t^%s." % (name, name[1]))]
    parts += [
        "",
        "/// The L series, index = power of t.",
        "pub(super) const L_SERIES: [&[Term]; %d] = [%s];" % (len(l_kept), ", ".join("&" + k for k in l_kept)),
        "",
        "/// The R series, index = power of t.",
        "pub(super) const R_SERIES: [&[Term]; %d] = [%s];" % (len(r_kept), ", ".join("&" + k for k in r_kept)),
        "",
        "/// How many leading terms of each [`L_SERIES`] table form the coarse series.",
        "pub(super) const L_COARSE_LEN: [usize; %d] = [%s];"
        % (len(l_kept), ", ".join(str(len(l_coarse.get(k, []))) for k in l_kept)),
        "",
        "/// How many leading terms of each [`R_SERIES`] table form the coarse series.",
        "pub(super) const R_COARSE_LEN: [usize; %d] = [%s];"
        % (len(r_kept), ", ".join(str(len(r_coarse.get(k, []))) for k in r_kept)),
        "",
        "/// Largest error of the coarse L series over 1800–2200, arcseconds (measured).",
        "#[cfg(test)]",
        "pub(super) const L_COARSE_ERROR_ARCSEC: f64 = %.4f;" % l_coarse_err,
        "",
    ]
    with open(out, "w", newline="\n") as f:
        f.write("\n".join(parts))
    print("L: %d terms, max error %.4f arcsec; R: %d terms, max error %.2e au -> %s"
          % (l_count, l_err, r_count, r_err, out))
    print("coarse L: %s terms, max error %.3f arcsec; coarse R: %s terms, max error %.2e au"
          % ([len(v) for v in l_coarse.values()], l_coarse_err,
             [len(v) for v in r_coarse.values()], r_coarse_err))


if __name__ == "__main__":
    main()
