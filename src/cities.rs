//! A built-in list of major cities with their coordinates, for true solar
//! time and sunrise (a place can also be typed as longitude and latitude).

/// A city: a key for the form, its name in traditional characters and in
/// English, and where it is (decimal degrees, east and north positive).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct City {
    /// Stable ASCII key.
    pub key: &'static str,
    /// Name in traditional characters.
    pub name: &'static str,
    /// English name.
    pub english: &'static str,
    /// Degrees east.
    pub longitude: f64,
    /// Degrees north.
    pub latitude: f64,
    /// Its IANA time zone.
    pub zone: &'static str,
}

macro_rules! cities {
    ($($key:literal $name:literal $english:literal $lon:literal $lat:literal $zone:literal;)+) => {
        /// The cities, east Asia first, then the rest of the world from east to west.
        pub const CITIES: &[City] = &[$(City { key: $key, name: $name, english: $english, longitude: $lon, latitude: $lat, zone: $zone }),+];
    };
}

// Coordinates of each city centre, rounded to 0.0001° (about 10 m): far finer
// than true solar time needs (1° of longitude is 4 minutes).
#[rustfmt::skip]
cities! {
    "beijing"      "北京"       "Beijing"          116.4074   39.9042 "Asia/Shanghai";
    "shanghai"     "上海"       "Shanghai"         121.4737   31.2304 "Asia/Shanghai";
    "guangzhou"    "廣州"       "Guangzhou"        113.2644   23.1291 "Asia/Shanghai";
    "shenzhen"     "深圳"       "Shenzhen"         114.0579   22.5431 "Asia/Shanghai";
    "hongkong"     "香港"       "Hong Kong"        114.1694   22.3193 "Asia/Hong_Kong";
    "macau"        "澳門"       "Macau"            113.5439   22.1987 "Asia/Macau";
    "taipei"       "臺北"       "Taipei"           121.5654   25.0330 "Asia/Taipei";
    "kaohsiung"    "高雄"       "Kaohsiung"        120.3014   22.6273 "Asia/Taipei";
    "tianjin"      "天津"       "Tianjin"          117.2010   39.0842 "Asia/Shanghai";
    "chongqing"    "重慶"       "Chongqing"        106.5516   29.5630 "Asia/Shanghai";
    "chengdu"      "成都"       "Chengdu"          104.0665   30.5723 "Asia/Shanghai";
    "wuhan"        "武漢"       "Wuhan"            114.3054   30.5931 "Asia/Shanghai";
    "xian"         "西安"       "Xi'an"            108.9398   34.3416 "Asia/Shanghai";
    "hangzhou"     "杭州"       "Hangzhou"         120.1551   30.2741 "Asia/Shanghai";
    "nanjing"      "南京"       "Nanjing"          118.7969   32.0603 "Asia/Shanghai";
    "shenyang"     "瀋陽"       "Shenyang"         123.4315   41.8057 "Asia/Shanghai";
    "harbin"       "哈爾濱"     "Harbin"           126.5350   45.8038 "Asia/Shanghai";
    "kunming"      "昆明"       "Kunming"          102.8329   24.8801 "Asia/Shanghai";
    "urumqi"       "烏魯木齊"   "Ürümqi"            87.6168   43.8256 "Asia/Shanghai";
    "lhasa"        "拉薩"       "Lhasa"             91.1409   29.6456 "Asia/Shanghai";
    "tokyo"        "東京"       "Tokyo"            139.6917   35.6895 "Asia/Tokyo";
    "osaka"        "大阪"       "Osaka"            135.5023   34.6937 "Asia/Tokyo";
    "seoul"        "首爾"       "Seoul"            126.9780   37.5665 "Asia/Seoul";
    "singapore"    "新加坡"     "Singapore"        103.8198    1.3521 "Asia/Singapore";
    "kualalumpur"  "吉隆坡"     "Kuala Lumpur"     101.6869    3.1390 "Asia/Kuala_Lumpur";
    "bangkok"      "曼谷"       "Bangkok"          100.5018   13.7563 "Asia/Bangkok";
    "jakarta"      "雅加達"     "Jakarta"          106.8456   -6.2088 "Asia/Jakarta";
    "manila"       "馬尼拉"     "Manila"           120.9842   14.5995 "Asia/Manila";
    "hochiminh"    "胡志明市"   "Ho Chi Minh City" 106.6297   10.8231 "Asia/Ho_Chi_Minh";
    "sydney"       "悉尼"       "Sydney"           151.2093  -33.8688 "Australia/Sydney";
    "melbourne"    "墨爾本"     "Melbourne"        144.9631  -37.8136 "Australia/Melbourne";
    "auckland"     "奧克蘭"     "Auckland"         174.7633  -36.8485 "Pacific/Auckland";
    "delhi"        "德里"       "Delhi"             77.2090   28.6139 "Asia/Kolkata";
    "mumbai"       "孟買"       "Mumbai"            72.8777   19.0760 "Asia/Kolkata";
    "dubai"        "杜拜"       "Dubai"             55.2708   25.2048 "Asia/Dubai";
    "moscow"       "莫斯科"     "Moscow"            37.6173   55.7558 "Europe/Moscow";
    "cairo"        "開羅"       "Cairo"             31.2357   30.0444 "Africa/Cairo";
    "johannesburg" "約翰內斯堡" "Johannesburg"      28.0473  -26.2041 "Africa/Johannesburg";
    "berlin"       "柏林"       "Berlin"            13.4050   52.5200 "Europe/Berlin";
    "rome"         "羅馬"       "Rome"              12.4964   41.9028 "Europe/Rome";
    "amsterdam"    "阿姆斯特丹" "Amsterdam"          4.9041   52.3676 "Europe/Amsterdam";
    "paris"        "巴黎"       "Paris"              2.3522   48.8566 "Europe/Paris";
    "london"       "倫敦"       "London"            -0.1278   51.5074 "Europe/London";
    "madrid"       "馬德里"     "Madrid"            -3.7038   40.4168 "Europe/Madrid";
    "saopaulo"     "聖保羅"     "São Paulo"        -46.6333  -23.5505 "America/Sao_Paulo";
    "newyork"      "紐約"       "New York"         -74.0060   40.7128 "America/New_York";
    "toronto"      "多倫多"     "Toronto"          -79.3832   43.6532 "America/Toronto";
    "chicago"      "芝加哥"     "Chicago"          -87.6298   41.8781 "America/Chicago";
    "mexicocity"   "墨西哥城"   "Mexico City"      -99.1332   19.4326 "America/Mexico_City";
    "losangeles"   "洛杉磯"     "Los Angeles"     -118.2437   34.0522 "America/Los_Angeles";
    "sanfrancisco" "舊金山"     "San Francisco"   -122.4194   37.7749 "America/Los_Angeles";
    "vancouver"    "溫哥華"     "Vancouver"       -123.1207   49.2827 "America/Vancouver";
}

/// The city with this key.
pub fn by_key(key: &str) -> Option<&'static City> {
    CITIES.iter().find(|c| c.key == key)
}

/// The city at exactly these coordinates (as the form stores a chosen city).
pub fn at(longitude: f64, latitude: f64) -> Option<&'static City> {
    CITIES.iter().find(|c| c.longitude == longitude && c.latitude == latitude)
}

#[cfg(test)]
mod tests {
    use super::*;
    use liuren_core::calendar::Place;

    #[test]
    fn the_list_is_sane() {
        assert!(CITIES.len() >= 40, "{}", CITIES.len());
        for (i, c) in CITIES.iter().enumerate() {
            assert!(Place::new(c.longitude, c.latitude).is_ok(), "{}", c.key);
            assert!(c.key.bytes().all(|b| b.is_ascii_lowercase()), "{}", c.key);
            assert!(!c.name.is_empty() && !c.english.is_empty());
            assert!(CITIES[..i].iter().all(|d| d.key != c.key && d.name != c.name), "{} twice", c.key);
            assert!(
                CITIES[..i].iter().all(|d| (d.longitude, d.latitude) != (c.longitude, c.latitude)),
                "{} shares coordinates",
                c.key
            );
            assert_eq!(by_key(c.key), Some(c));
            assert_eq!(at(c.longitude, c.latitude), Some(c));
        }
    }

    /// Every city's zone is in the database, and its offset today is one
    /// anyone can check (China +08:00, Tokyo +09:00, London +00:00 in winter).
    #[test]
    fn every_city_has_a_zone() {
        use crate::zones;
        for c in CITIES {
            let z = zones::canonical(c.zone).unwrap_or_else(|| panic!("{}: {}", c.key, c.zone));
            assert_eq!(z.as_str(), c.zone);
        }
        // 2026-01-15T12:00Z
        let offset =
            |key: &str| zones::offset_at(zones::canonical(by_key(key).unwrap().zone).unwrap(), 1_768_478_400).unwrap();
        assert_eq!(offset("beijing"), 480);
        assert_eq!(offset("urumqi"), 480);
        assert_eq!(offset("tokyo"), 540);
        assert_eq!(offset("london"), 0);
        assert_eq!(offset("newyork"), -300);
        assert_eq!(offset("delhi"), 330);
        assert_eq!(offset("sydney"), 660);
    }

    #[test]
    fn cities_are_where_they_should_be() {
        // Hemispheres and rough positions anyone can check on a map.
        let beijing = by_key("beijing").unwrap();
        assert!((116.0..117.0).contains(&beijing.longitude) && (39.5..40.5).contains(&beijing.latitude));
        assert!(by_key("newyork").unwrap().longitude < -70.0);
        assert!(by_key("sydney").unwrap().latitude < -30.0);
        assert!(by_key("london").unwrap().longitude.abs() < 1.0);
        assert!(by_key("singapore").unwrap().latitude.abs() < 2.0);
        for key in [
            "beijing",
            "shanghai",
            "hongkong",
            "taipei",
            "singapore",
            "tokyo",
            "newyork",
            "london",
            "losangeles",
            "sydney",
        ] {
            assert!(by_key(key).is_some(), "{key}");
        }
    }
}
