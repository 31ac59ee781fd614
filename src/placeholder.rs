//! The chart behind the page before any chart was cast (both modules use it).

use liuren_core::calendar::Moment;
use liuren_core::chart::{self, CastInput, Chart, ChartOptions};

/// The moment of [`placeholder_chart`]: J2000.0 (2000-01-01 12:00 UTC).
pub const PLACEHOLDER_MOMENT: Moment = Moment { unix: 946_728_000, offset_minutes: 0 };

/// The chart behind the page when no chart has been cast yet. Never shown:
/// the reading is hidden until a chart was cast. A fixed, valid moment.
pub fn placeholder_chart() -> Chart {
    chart::cast(&CastInput::at(PLACEHOLDER_MOMENT), &ChartOptions::default())
        .expect("a moment inside the calendar's range casts")
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_placeholder_casts() {
        assert_eq!(super::placeholder_chart().day().hanzi(), "戊午");
    }
}
