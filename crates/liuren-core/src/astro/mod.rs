//! Astronomy: the Sun's apparent longitude, the 24 solar terms, ΔT,
//! the equation of time, sunrise and sunset.
