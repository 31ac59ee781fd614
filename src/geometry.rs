//! The ring's geometry: where each palace sits, as pure numbers.
//!
//! The classical orientation: south (午) at the top, north (子) at the
//! bottom, east (卯) on the left, west (酉) on the right — the square board's
//! 巳午未申 above and 寅丑子亥 below, read clockwise 子 → 丑 → 寅 ….
//! Components only draw what this module computes.

use liuren_core::cycle::Branch;

/// The ring's radii in a square view box of side [`RING_SIZE`], centre in the middle.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Ring {
    /// Outer edge of the earth band.
    pub outer: f64,
    /// Between the earth band (outside) and the heaven band.
    pub earth_inner: f64,
    /// Between the heaven band and the generals' band.
    pub heaven_inner: f64,
    /// Inner edge of the generals' band; inside it, the centre disc.
    pub inner: f64,
}

/// Side of the square view box.
pub const RING_SIZE: f64 = 400.0;

/// The ring used by the app.
pub const RING: Ring = Ring { outer: 196.0, earth_inner: 160.0, heaven_inner: 112.0, inner: 72.0 };

/// A point in view-box coordinates (y grows downward).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Point {
    /// x.
    pub x: f64,
    /// y.
    pub y: f64,
}

/// The angle (radians, screen convention: 0 = right, π/2 = down) of a palace's middle.
pub fn angle(b: Branch) -> f64 {
    (90.0 + 30.0 * b.since(Branch::Zi) as f64).to_radians()
}

/// The point at radius `r` in the middle of palace `b`.
pub fn point(b: Branch, r: f64) -> Point {
    polar(angle(b), r)
}

/// The point at radius `r`, `degrees` clockwise from the middle of palace `b`
/// (for marks set beside a palace's main character).
pub fn point_beside(b: Branch, r: f64, degrees: f64) -> Point {
    polar(angle(b) + degrees.to_radians(), r)
}

fn polar(a: f64, r: f64) -> Point {
    let c = RING_SIZE / 2.0;
    Point { x: round2(c + r * a.cos()), y: round2(c + r * a.sin()) }
}

fn round2(v: f64) -> f64 {
    (v * 100.0).round() / 100.0
}

/// The SVG path of palace `b`'s wedge between radii `r_in` and `r_out`
/// (each palace spans 30°, centred on its angle).
pub fn wedge(b: Branch, r_in: f64, r_out: f64) -> String {
    let a0 = angle(b) - 15f64.to_radians();
    let a1 = angle(b) + 15f64.to_radians();
    let (p0, p1, p2, p3) = (polar(a0, r_out), polar(a1, r_out), polar(a1, r_in), polar(a0, r_in));
    format!(
        "M{} {}A{r_out} {r_out} 0 0 1 {} {}L{} {}A{r_in} {r_in} 0 0 0 {} {}Z",
        p0.x, p0.y, p1.x, p1.y, p2.x, p2.y, p3.x, p3.y
    )
}

/// Which palace a point (in view-box coordinates) falls in, if it is on the ring.
pub fn palace_at(p: Point) -> Option<Branch> {
    let c = RING_SIZE / 2.0;
    let (dx, dy) = (p.x - c, p.y - c);
    let r = (dx * dx + dy * dy).sqrt();
    if !(RING.inner..=RING.outer).contains(&r) {
        return None;
    }
    let deg = dy.atan2(dx).to_degrees() - 90.0 + 15.0;
    Some(Branch::nth((deg.rem_euclid(360.0) / 30.0).floor() as i64))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classical_orientation() {
        let c = RING_SIZE / 2.0;
        let wu = point(Branch::Wu, 100.0);
        let zi = point(Branch::Zi, 100.0);
        let mao = point(Branch::Mao, 100.0);
        let you = point(Branch::You, 100.0);
        assert!((wu.x - c).abs() < 0.01 && wu.y < c, "午 on top");
        assert!((zi.x - c).abs() < 0.01 && zi.y > c, "子 at the bottom");
        assert!(mao.x < c && (mao.y - c).abs() < 0.01, "卯 on the left");
        assert!(you.x > c && (you.y - c).abs() < 0.01, "酉 on the right");
        // 丑 is left of 子 on the bottom row (寅丑子亥).
        assert!(point(Branch::Chou, 100.0).x < zi.x && point(Branch::Hai, 100.0).x > zi.x);
    }

    #[test]
    fn marks_beside_a_palace_stay_in_it() {
        for b in Branch::ALL {
            for deg in [-10.0, 10.0] {
                assert_eq!(palace_at(point_beside(b, RING.heaven_inner + 20.0, deg)), Some(b));
            }
            assert_eq!(point_beside(b, 100.0, 0.0), point(b, 100.0));
        }
    }

    #[test]
    fn every_palace_is_found_where_it_is_drawn() {
        for b in Branch::ALL {
            for r in [RING.inner + 1.0, RING.heaven_inner, RING.outer - 1.0] {
                assert_eq!(palace_at(point(b, r)), Some(b));
            }
        }
        assert_eq!(palace_at(Point { x: RING_SIZE / 2.0, y: RING_SIZE / 2.0 }), None);
    }

    #[test]
    fn wedges_stay_in_the_view_box_and_tile_the_ring() {
        for b in Branch::ALL {
            let d = wedge(b, RING.inner, RING.outer);
            let nums: Vec<f64> = d
                .split(|c: char| !(c.is_ascii_digit() || c == '.' || c == '-'))
                .filter(|s| !s.is_empty())
                .map(|s| s.parse().unwrap())
                .collect();
            assert!(nums.iter().all(|&v| (0.0..=RING_SIZE).contains(&v)), "{d}");
            // The wedge's end edge is the next wedge's start edge.
            let end = polar(angle(b) + 15f64.to_radians(), RING.outer);
            let next_start = polar(angle(b.next()) - 15f64.to_radians(), RING.outer);
            assert!((end.x - next_start.x).abs() < 0.02 && (end.y - next_start.y).abs() < 0.02);
        }
    }
}
