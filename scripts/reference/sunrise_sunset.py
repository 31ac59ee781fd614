#!/usr/bin/env python3
"""Reference sunrises and sunsets for `crates/liuren-core/tests/astro_solar_time.rs`.

Skyfield (``almanac.find_risings`` / ``find_settings``, topocentric, with a
fixed horizon of −0.8333° = 34′ refraction + 16′ semidiameter, the convention
of ``liuren_core::astro::sunrise_sunset``) on JPL DE421 from the PyPI package
``de421``, offline (built-in time scale). Prints Rust tuples
``(label, lon, lat, unix_noon, rise, set)`` in POSIX seconds, rounded to the
second, for pasting into the test.

Usage:  python3 scripts/reference/sunrise_sunset.py
"""

import os
import sys

from skyfield import almanac
from skyfield.api import load, wgs84

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from solar_terms import De421Package  # noqa: E402

HORIZON_DEGREES = -0.8333

# (label, longitude east, latitude north, UTC date, approximate UTC hour of local noon)
PLACES = [
    ("Beijing 2024-06-21", 116.4074, 39.9042, (2024, 6, 21), 4.2),
    ("Beijing 2024-12-21", 116.4074, 39.9042, (2024, 12, 21), 4.0),
    ("Hong Kong 2026-02-04", 114.1694, 22.3193, (2026, 2, 4), 4.5),
    ("Sydney 2025-01-15", 151.2093, -33.8688, (2025, 1, 15), 2.1),
    ("Quito 2000-03-20", -78.4678, -0.1807, (2000, 3, 20), 17.3),
    ("Reykjavik 2024-03-20", -21.9426, 64.1466, (2024, 3, 20), 13.5),
    ("Greenwich 1900-07-01", 0.0, 51.4769, (1900, 7, 1), 12.0),
]


def main():
    ts = load.timescale(builtin=True)
    eph = De421Package()
    sun = eph["sun"]
    for label, lon, lat, (y, m, d), noon_hour in PLACES:
        observer = eph["earth"] + wgs84.latlon(lat, lon)
        noon = ts.utc(y, m, d, noon_hour)
        start, end = ts.tt_jd(noon.tt - 0.5), ts.tt_jd(noon.tt + 0.5)
        rises, _ = almanac.find_risings(observer, sun, start, end, HORIZON_DEGREES)
        sets, _ = almanac.find_settings(observer, sun, start, end, HORIZON_DEGREES)
        assert len(rises) == 1 and len(sets) == 1, label

        def unix(t):
            return round((t.ut1 - 2440587.5) * 86400.0)

        print(
            '    ("%s", %r, %r, %d, %d, %d), // rise %s, set %s'
            % (label, lon, lat, unix(noon), unix(rises[0]), unix(sets[0]),
               rises[0].utc_strftime("%H:%M:%SZ"), sets[0].utc_strftime("%H:%M:%SZ"))
        )


if __name__ == "__main__":
    main()
