#!/usr/bin/env python3
"""Reference instants of the 24 solar terms (二十四節氣), 1900–2030, from JPL DE421.

Writes ``crates/liuren-core/tests/data/solar_terms_1900_2030.csv`` with the
columns ``year,longitude,tt_jd,utc``: for every Gregorian year and every
multiple of 15°, the instant at which the Sun's apparent geocentric ecliptic
longitude (true ecliptic and equinox of date) reaches that longitude.

* Ephemeris: JPL DE421 (Folkner, Williams & Boggs 2009, IPN Progress Report
  42-178), as shipped by the PyPI package ``de421`` (2008.1), read through
  the (deprecated but still shipped) ``jplephem.ephem.Ephemeris`` reader.
  That package stores DE421's Chebyshev coefficients as ``.npy`` arrays rather
  than a ``.bsp`` file, so the script wraps them as Skyfield vector functions.
* Reduction: Skyfield ``earth.at(t).observe(sun).apparent()`` (light time,
  gravitational deflection, aberration) rotated into
  ``skyfield.framelib.ecliptic_frame`` (IAU 2006 precession, IAU 2000A
  nutation, true obliquity of date).
* Time scales: offline, ``load.timescale(builtin=True)``. ``tt_jd`` is the
  instant as a Julian Date in Terrestrial Time (the quantity under test);
  ``utc`` is informational only, converted with Skyfield's built-in ΔT.
* Root finding: a few Newton steps on the mean solar motion, then bisection
  on a bracket until it is narrower than 0.01 s.

Usage (offline):  pip install skyfield jplephem de421
                  python3 scripts/reference/solar_terms.py [OUTPUT.csv]
"""

import os
import sys

import numpy as np

import de421
import jplephem
import skyfield
from jplephem.ephem import Ephemeris
from skyfield.api import load
from skyfield.constants import AU_KM
from skyfield.framelib import ecliptic_frame
from skyfield.jpllib import SpiceKernel
from skyfield.vectorlib import VectorFunction

FIRST_YEAR = 1900
LAST_YEAR = 2030
SECONDS_PER_DAY = 86400.0
MEAN_MOTION_DEG_PER_DAY = 360.0 / 365.2422


class _PackageSegment(VectorFunction):
    """One DE421 body from the ``de421`` package, as a Skyfield segment."""

    def __init__(self, kernel, center, target, compute):
        self.ephemeris = kernel
        self.center = center
        self.target = target
        self._compute = compute

    @property
    def vector_name(self):
        return "de421-package segment"

    def _at(self, t):
        position_km, velocity_km_per_day = self._compute(t.whole, t.tdb_fraction)
        return position_km / AU_KM, velocity_km_per_day / AU_KM, None, None


class De421Package(SpiceKernel):
    """A SpiceKernel look-alike over the ``de421`` PyPI package."""

    def __init__(self):
        eph = Ephemeris(de421)
        self.path = self.filename = "de421 (PyPI package)"
        self.comments = lambda: ""

        def body(name, scale=1.0):
            def compute(tdb, tdb2):
                p, v = eph.position_and_velocity(name, tdb, tdb2)
                return p * scale, v * scale

            return compute

        # DE421 gives the Earth–Moon barycentre and the geocentric Moon;
        # the Earth sits at EMB − Moon/(1 + EMRAT).
        self.segments = [
            _PackageSegment(self, 0, 3, body("earthmoon")),
            _PackageSegment(self, 3, 399, body("moon", -eph.earth_share)),
            _PackageSegment(self, 3, 301, body("moon", eph.moon_share)),
            _PackageSegment(self, 0, 10, body("sun")),
            _PackageSegment(self, 0, 5, body("jupiter")),
            _PackageSegment(self, 0, 6, body("saturn")),
        ]


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    default_out = os.path.join(
        here, "..", "..", "crates", "liuren-core", "tests", "data", "solar_terms_1900_2030.csv"
    )
    out = sys.argv[1] if len(sys.argv) > 1 else default_out

    ts = load.timescale(builtin=True)
    eph = De421Package()
    earth, sun = eph["earth"], eph["sun"]

    def longitude(whole, fraction):
        t = ts.tt_jd(whole, fraction)
        _, lon, _ = earth.at(t).observe(sun).apparent().frame_latlon(ecliptic_frame)
        return lon.degrees

    def behind(whole, fraction, target):
        """Signed degrees by which the Sun is short of `target`, in (−180, 180]."""
        return -(((longitude(whole, fraction) - target + 180.0) % 360.0) - 180.0)

    years = np.arange(FIRST_YEAR, LAST_YEAR + 1)
    # Gregorian-year order: 小寒 285° first, 冬至 270° last.
    targets = (285.0 + 15.0 * np.arange(24)) % 360.0
    year_grid, target_grid = np.meshgrid(years, targets, indexing="ij")
    year_grid, target_grid = year_grid.ravel(), target_grid.ravel()

    jan1 = ts.utc(year_grid, 1, 1).tt
    whole = np.floor(jan1)
    lon0 = longitude(whole, jan1 - whole)
    fraction = (jan1 - whole) + ((target_grid - lon0) % 360.0) / MEAN_MOTION_DEG_PER_DAY

    for _ in range(4):
        fraction = fraction + behind(whole, fraction, target_grid) / MEAN_MOTION_DEG_PER_DAY

    lo = fraction - 0.01
    hi = fraction + 0.01
    assert (behind(whole, lo, target_grid) > 0).all()
    assert (behind(whole, hi, target_grid) < 0).all()
    while (hi - lo).max() * SECONDS_PER_DAY > 0.005:
        mid = 0.5 * (lo + hi)
        short = behind(whole, mid, target_grid) > 0
        lo = np.where(short, mid, lo)
        hi = np.where(short, hi, mid)
    fraction = 0.5 * (lo + hi)

    t = ts.tt_jd(whole, fraction)
    utc = t.utc_iso(places=3)
    assert all(u.startswith(str(y)) for u, y in zip(utc, year_grid)), "term outside its year"

    with open(out, "w", newline="\n") as f:
        f.write(
            "# Solar-term instants 1900-2030: Sun's apparent geocentric ecliptic longitude\n"
            "# (true ecliptic and equinox of date) = longitude, from JPL DE421 (PyPI de421 %s,\n"
            "# jplephem %s) reduced with Skyfield %s (IAU 2006/2000A), bisection to < 0.01 s.\n"
            "# Generated by scripts/reference/solar_terms.py. tt_jd: Julian Date, TT.\n"
            "# utc: informational, from Skyfield's built-in Delta T.\n"
            % ("2008.1", jplephem.__version__, skyfield.__version__)
        )
        f.write("year,longitude,tt_jd,utc\n")
        for y, lon, w, fr, u in zip(year_grid, target_grid, whole, fraction, utc):
            day = int(fr // 1.0)
            f.write("%d,%d,%d.%s,%s\n" % (y, lon, w + day, ("%.9f" % (fr - day))[2:], u))
    print("wrote %d rows to %s" % (len(year_grid), out))


if __name__ == "__main__":
    main()
