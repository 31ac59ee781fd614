//! 天地盤 Tiāndìpán — the heaven plate turned over the fixed earth plate.
//!
//! 月將加占時: the monthly general is laid over the hour branch on the earth
//! plate, and every other heaven branch follows in order.

use serde::{Serialize, Serializer};

use crate::cycle::Branch;

/// The heaven plate, given by how far it is turned from the earth plate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Plate {
    /// Heaven branch over earth branch `e` is `e + shift`.
    shift: u8,
}

impl Plate {
    /// 月將加占時: `month_general` over earth `hour`.
    ///
    /// ```
    /// use liuren_core::{cycle::Branch, plate::Plate};
    /// // 亥將加午時: 亥 over 午, so the plate is turned five places and 巳 stands over 子.
    /// let p = Plate::new(Branch::Hai, Branch::Wu);
    /// assert_eq!(p.heaven_over(Branch::Wu), Branch::Hai);
    /// assert_eq!(p.heaven_over(Branch::Zi), Branch::Si);
    /// assert_eq!(p.earth_under(Branch::Zi), Branch::Wei);
    /// ```
    pub fn new(month_general: Branch, hour: Branch) -> Plate {
        Plate { shift: month_general.since(hour) as u8 }
    }

    /// The plate whose heaven branch over earth 子 is `over_zi`
    /// (the index used by the 720-lesson tables).
    pub fn with_over_zi(over_zi: Branch) -> Plate {
        Plate::new(over_zi, Branch::Zi)
    }

    /// The heaven branch standing over earth branch `earth` (`earth` 上神).
    pub fn heaven_over(self, earth: Branch) -> Branch {
        earth.wrapping_add(i64::from(self.shift))
    }

    /// The earth branch under heaven branch `heaven` (the palace it 臨).
    pub fn earth_under(self, heaven: Branch) -> Branch {
        heaven.wrapping_add(-i64::from(self.shift))
    }

    /// How many places the heaven plate is turned forward (0‥11).
    pub fn shift(self) -> usize {
        usize::from(self.shift)
    }

    /// 伏吟 Fúyín — heaven and earth coincide (月將 = 占時).
    pub fn is_fuyin(self) -> bool {
        self.shift == 0
    }

    /// 返吟 Fǎnyín — every heaven branch stands over its opposite.
    pub fn is_fanyin(self) -> bool {
        self.shift == 6
    }

    /// All twelve plates, by heaven branch over earth 子 from 子 to 亥.
    pub fn all() -> impl Iterator<Item = Plate> {
        Branch::ALL.into_iter().map(Plate::with_over_zi)
    }
}

/// Serialised as the heaven branch over earth 子, the index of the 720-lesson tables.
impl Serialize for Plate {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.heaven_over(Branch::Zi).hanzi())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn general_over_hour() {
        for g in Branch::ALL {
            for h in Branch::ALL {
                let p = Plate::new(g, h);
                assert_eq!(p.heaven_over(h), g);
                for e in Branch::ALL {
                    assert_eq!(p.earth_under(p.heaven_over(e)), e);
                }
                assert_eq!(p.is_fuyin(), g == h);
                assert_eq!(p.is_fanyin(), g == h.opposite());
            }
        }
    }
}
