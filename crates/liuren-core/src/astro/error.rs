//! The one error type of the astronomy layer.

use std::fmt;

use super::{MAX_YEAR, MIN_YEAR};

/// Why an astronomical quantity could not be computed.
///
/// ```
/// use liuren_core::astro::{solar_term_instant, AstroError, SolarTerm};
///
/// let err = solar_term_instant(1700, SolarTerm::LiChun).unwrap_err();
/// assert_eq!(err, AstroError::OutOfRange { year: 1700 });
/// assert_eq!(
///     err.to_string(),
///     "year 1700 is outside the supported range 1800–2200",
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum AstroError {
    /// The (Gregorian, UTC) year lies outside [`MIN_YEAR`]`..=`[`MAX_YEAR`].
    ///
    /// A non-finite instant is out of every range: +∞ reports `i32::MAX`,
    /// −∞ and NaN report `i32::MIN`; years beyond `i32` saturate likewise.
    OutOfRange {
        /// The offending year.
        year: i32,
    },
}

impl fmt::Display for AstroError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AstroError::OutOfRange { year } => {
                write!(f, "year {year} is outside the supported range {MIN_YEAR}–{MAX_YEAR}")
            }
        }
    }
}

impl std::error::Error for AstroError {}
