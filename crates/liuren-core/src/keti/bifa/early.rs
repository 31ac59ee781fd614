//! Rules for the 畢法 lines 9–48 that the parent module does not detect.
//!
//! Each rule reads the defining words of its law in 《六壬大全》 第十冊 畢法賦上
//! and is checked on the law's own example charts (`tests/bifa_early.rs`).
//! Where a law's explanation goes on to further 格 (variants, exceptions, what
//! the querent's 年命 adds), the rule says which of them it takes.

use super::{at_stage, chuan_element, fact, gen, stage, when, Rule, V};
use crate::cycle::{Branch, Element, Stem};
use crate::relations::{season_element, Kin, LifeStage, Vitality};

#[rustfmt::skip]
pub(super) const RULES: &[(u8, Rule)] = &[
    (9, bi_nan), (11, zhong_gui), (12, hu_jia_hu_wei), (13, gui_dang_shi), (14, cai_tai_wang),
    (19, tai_cai_sheng_qi), (20, tai_si_qi), (25, jin_ri_feng_ding), (26, shui_ri_feng_ding),
    (27, cai_hua_gui),
];

/// The element the three transmissions make, with how: the parent's 三合 局 or
/// 「三傳皆X」, or else a 方 (寅卯辰 東方木, 巳午未 南方火, 申酉戌 西方金, 亥子丑
/// 北方水), which the book reads as one element: 「三傳寅卯辰，皆是日鬼」 of 戊子日
/// (第十三法), 「中末傳俱歸木鄉」 of 寅卯辰 (第十一法), 丁亥日 「三傳申酉戌」 as the
/// stem's 財 (第二十七法).
fn chuan_all(v: &V) -> Option<(Element, String)> {
    if let Some(found) = chuan_element(v) {
        return Some(found);
    }
    [(Branch::Yin, "東"), (Branch::Si, "南"), (Branch::Shen, "西"), (Branch::Hai, "北")].into_iter().find_map(
        |(start, side)| {
            let fang = [start, start.next(), start.next().next()];
            let e = start.next().element();
            fang.iter().all(|b| v.ch.contains(b)).then(|| (e, format!("三傳{}{side}方{}", v.chuan(), e.hanzi())))
        },
    )
}

/// The month's branch (月建) and its element in command.
fn month(v: &V) -> (Branch, Element) {
    let m = v.c.calendar.pillars.month.branch();
    (m, season_element(m))
}

/// 鬼, 脫 or 墓 — how `b` on 干上 harms the stem, if it does.
fn harm(v: &V, b: Branch) -> Option<&'static str> {
    match v.kin(b) {
        Kin::Officer => Some("鬼"),
        Kin::Offspring => Some("脫"),
        _ => (stage(v.se(), b) == LifeStage::Tomb).then_some("墓"),
    }
}

/// 第九法 避難逃生格: 「三傳既無所益，不免只就干上子水而受生，乃應避難而逃生之語」
/// (甲子日戌加子: 初戌 「雖曰日財，乃是旬空」, 中申日鬼, 末午脫氣); 「奈晝夜天將皆是
/// 六合，其財受上下夾克……日干就子支上而受生」 (甲子日辰加寅, 甲寄寅 sits on 子); 庚子日
/// 子加申 「支神上門而脫干……天盤申金，坐於辰土之上就生」.
///
/// The danger is either the three transmissions, each a 鬼, a 脫 or a 財 that is
/// void or 夾克 (its general and its earth palace both restrain it), or 干上 a
/// 鬼, 脫 or 墓 of the stem; the escape is the earth palace the stem's lodge sits
/// on generating the stem, or, when the danger is the transmissions, 干上
/// generating it. The book's list 「丁卯日干上亥，乙亥日干上酉……庚辰日干上子」 is
/// this second danger with that first escape (the lodge sits on the day branch).
///
/// DIFFERENCE: two days of that list do not fit and are not detected: 戊寅日干上申
/// (巳 sits on 寅, which restrains 戊) and 辛酉日干上亥 (戌 sits on 酉, 比和, not 生).
/// The further 格 of the law (終不能逃生, 得財, 舍益就損, 舍就皆不可, 墓作太陽, and the
/// querent's 本命 作丁神) are not detected.
fn bi_nan(v: &V) -> Option<Vec<String>> {
    let useless = |b: Branch| -> Option<String> {
        let what = match v.kin(b) {
            Kin::Officer => "日鬼",
            Kin::Offspring => "脫氣",
            Kin::Wealth if v.void(b) => "財而旬空",
            Kin::Wealth
                if v.general(b).element().restrains(b.element()) && v.under(b).element().restrains(b.element()) =>
            {
                "財而受上下夾克"
            }
            _ => return None,
        };
        Some(format!("{}{what}", b.hanzi()))
    };
    let chuan: Option<Vec<String>> = v.ch.iter().map(|&b| useless(b)).collect();
    let seat = v.under(v.stem.lodge());
    let seat_born = gen(seat.element(), v.se());
    let mut facts = Vec::new();
    match (chuan, harm(v, v.gs)) {
        (Some(c), _) if seat_born || gen(v.gs.element(), v.se()) => {
            facts.push(format!("三傳於干無益：{}", c.join("，")));
            if gen(v.gs.element(), v.se()) {
                facts.push(format!("就干上{}受生", v.gs.hanzi()));
            }
        }
        (_, Some(h)) if seat_born => facts.push(format!("干上{}為干之{h}", v.gs.hanzi())),
        _ => return None,
    }
    if seat_born {
        facts.push(format!("干寄{}坐地盤{}受生", v.stem.lodge().hanzi(), seat.hanzi()));
    }
    Some(facts)
}

/// 第十一法: 「三傳戌丑辰皆是日鬼……殊不知干上，先有寅木可以敵其三傳之土，制鬼賊不能
/// 為害」 (壬辰日戌加未); 家人解禍格 「三傳辰未戌皆是土神，並來傷干……殊不知支上有寅木，
/// 可以敵鬼」 (癸亥日辰加丑); 傳鬼為生格 「三傳皆作日鬼，反生起干上之神而育干者」 (庚午日
/// 干上辰, 三傳戌午寅).
///
/// The three transmissions all 鬼 (by [`chuan_all`]), and 干上 or 支上 restrains
/// that element, or 干上 is the stem's 父母 (the 鬼 generates it). The law's other
/// 格 (家鬼 with only some transmissions 鬼, 天將為救, 脫氣為救, 貴德臨身) are not detected.
fn zhong_gui(v: &V) -> Option<Vec<String>> {
    let (e, what) = chuan_all(v).filter(|(e, _)| e.restrains(v.se()))?;
    let mut saves = Vec::new();
    for (w, b) in [("干上", v.gs), ("支上", v.zs)] {
        if b.element().restrains(e) {
            saves.push(format!("{w}{}制鬼", b.hanzi()));
        }
    }
    if v.kin(v.gs) == Kin::Parents {
        saves.push(format!("三傳生干上{}，{}生干", v.gs.hanzi(), v.gs.hanzi()));
    }
    if saves.is_empty() {
        return None;
    }
    let mut facts = vec![format!("{what}，皆日鬼")];
    facts.extend(saves);
    Some(facts)
}

/// 第十二法: 「丁未日干上子，其丁火實畏子水所克，反倚賴支屬土，卻能制其子水，不敢來傷丁干
/// 也」; 「又辛亥日干上亥……皆乘脫氣，尤賴亥水坐於戌土之上，尚懼戌土，不致辛金全脫……余五
/// 辛日亦可如此說」.
///
/// 干上 a 鬼 that the day branch restrains, or 干上 a 脫 that the stem's lodge
/// (the palace it sits on) restrains.
fn hu_jia_hu_wei(v: &V) -> Option<Vec<String>> {
    let (g, lodge) = (v.gs, v.stem.lodge());
    match v.kin(g) {
        Kin::Officer if v.ze().restrains(g.element()) => {
            fact(format!("干上{}為日鬼，支{}制之", g.hanzi(), v.zhi.hanzi()))
        }
        Kin::Offspring if lodge.element().restrains(g.element()) => {
            fact(format!("干上{}脫干，坐干寄{}受制", g.hanzi(), lodge.hanzi()))
        }
        _ => None,
    }
}

/// 第十三法: 「戊子日干上午，三傳寅卯辰，皆是日鬼。如春占木旺……木至春令而榮旺，既貪榮盛
/// 而無意克土」; 「其餘傳內全逢日鬼者，各詳四季天令而言之。三合為鬼亦如前說」.
///
/// The three transmissions all 鬼, their element 旺 in the month (the engine's
/// 旺相: 寅卯 wood, 巳午 fire, 申酉 metal, 亥子 water, 辰未戌丑 earth).
fn gui_dang_shi(v: &V) -> Option<Vec<String>> {
    let (e, what) = chuan_all(v).filter(|(e, _)| e.restrains(v.se()))?;
    let (m, season) = month(v);
    when(Vitality::of(e, season) == Vitality::Prosperous, || {
        vec![format!("{what}，皆日鬼，{}月{}當令而旺", m.hanzi(), e.hanzi())]
    })
}

/// 第十四法: 「戊申日干上丑，三傳子申辰皆作日之財……又於秋冬水生旺之月，占求財事即無財
/// 也……緣水自貪其生旺，不能與我作財」; 財神空亡格 「辛亥日干上寅、支上卯，二財皆空」.
///
/// The three transmissions all 財 with their element 旺 or 相 in the month; or
/// 干上 and 支上 both 財 and void.
fn cai_tai_wang(v: &V) -> Option<Vec<String>> {
    if let Some((e, what)) = chuan_all(v).filter(|(e, _)| v.se().restrains(*e)) {
        let (m, season) = month(v);
        let vit = Vitality::of(e, season);
        if matches!(vit, Vitality::Prosperous | Vitality::Minister) {
            return fact(format!("{what}，皆日財，{}月{}{}", m.hanzi(), e.hanzi(), vit.hanzi()));
        }
    }
    let (g, z) = (v.gs, v.zs);
    when(v.kin(g) == Kin::Wealth && v.kin(z) == Kin::Wealth && v.void(g) && v.void(z), || {
        vec![format!("干上{}、支上{}皆日財而旬空", g.hanzi(), z.hanzi())]
    })
}

/// The stem's 胎神 by its element (五行長生: 甲乙 酉, 丙丁 子, 庚辛 卯, 壬癸 午), 戊己 in
/// 子 as 第十九法 says: 「戊己土神胎亦在子，或有用午為胎神者也……戊己當絕在亥懷，明知子上
/// 是胞胎」, and 第二十法 「戊己日子為胎財」.
///
/// DIFFERENCE: elsewhere the engine reads earth's stages with water's (長生申), which
/// would put 戊己's 胎 in 午; that 午 (火) could never be 戊己's 財 as both laws need.
fn tai(v: &V) -> Branch {
    match v.se() {
        Element::Earth => Branch::Zi,
        e => at_stage(e, LifeStage::Conception),
    }
}

/// Where `b` stands among 干上 and 初傳 (「干上午……午加亥為發用」).
fn on_gan_or_first(v: &V, b: Branch) -> Option<String> {
    match (v.gs == b, v.ch[0] == b) {
        (true, true) => Some("臨干上發用".to_string()),
        (true, false) => Some("臨干上".to_string()),
        (false, true) => Some("發用".to_string()),
        (false, false) => None,
    }
}

/// 第十九法: 「謂日干之胎神，作日之妻財，又逢月內之生氣者，如占妻必孕也。如壬寅日干上午，
/// 七月占，午加亥為發用」; 「五壬日干上午，七月占皆同。六庚六辛日干上卯，四月占皆然。六戊
/// 六己日干上子，正月占亦主孕喜」; 損胎格 「壬辰日干上午為發用……必後有損孕，緣午作空亡故也」.
///
/// The stem's 胎神 (see [`tai`]) is its 財 and the month's 生氣 (正月在子, two places
/// behind 月建, as 第九十二法), on 干上 or 發用; when void, the fact says 損孕. The
/// law's further 格 (支之胎神, 互胎, 腹胎, what the querent's 年命 adds) are not detected.
fn tai_cai_sheng_qi(v: &V) -> Option<Vec<String>> {
    let t = tai(v);
    let (m, _) = month(v);
    if v.kin(t) != Kin::Wealth || t != m.wrapping_add(-2) {
        return None;
    }
    let place = on_gan_or_first(v, t)?;
    let kong = if v.void(t) { "，空亡，後有損孕" } else { "" };
    fact(format!("干之胎神{}作日財，又為{}月生氣，{place}{kong}", t.hanzi(), m.hanzi()))
}

/// 第二十法: 「戊己日子為胎財，七月死氣在子。庚辛日卯為胎財，十月死氣在卯。壬癸日午為胎財，
/// 正月死氣在午。甲乙日酉為胎鬼，四月死氣在酉……但凡胎神作月內之死氣，婦孕不育」.
///
/// The stem's 胎神 (財 or, for 甲乙, 鬼) is the month's 死氣 (月建 + 4: 七月 (申) 在子),
/// on 干上 or 發用 — 「全如前篇論」, placed as in 第十九法.
fn tai_si_qi(v: &V) -> Option<Vec<String>> {
    let t = tai(v);
    let (m, _) = month(v);
    if t != m.wrapping_add(4) {
        return None;
    }
    let place = on_gan_or_first(v, t)?;
    fact(format!("干之胎神{}（{}）為{}月死氣，{place}", t.hanzi(), v.kin(t).hanzi(), m.hanzi()))
}

/// 旬內丁神 in the 「六處」 of 第二十五、二十六法: the three transmissions, 干上 and
/// 支上 (日辰), and the querent's 本命 and 行年 uppers (年命), for a day stem of
/// element `e`.
fn ding_shen(v: &V, e: Element) -> Option<Vec<String>> {
    if v.se() != e {
        return None;
    }
    let d = Branch::ALL.into_iter().find(|&b| v.day.hidden_stem(b) == Some(Stem::Ding))?;
    let mut places = vec![("初傳", v.ch[0]), ("中傳", v.ch[1]), ("末傳", v.ch[2]), ("干上", v.gs), ("支上", v.zs)];
    if let Some(f) = v.c.fate {
        places.push(("本命上", f.ben_ming_upper));
        places.push(("行年上", f.xing_nian_upper));
    }
    let seen: Vec<&str> = places.into_iter().filter(|&(_, b)| b == d).map(|(w, _)| w).collect();
    when(!seen.is_empty(), || {
        vec![format!(
            "{}日，旬內丁神{}見於{}（乘{}）",
            v.stem.hanzi(),
            d.hanzi(),
            seen.join("、"),
            v.general(d).hanzi()
        )]
    })
}

/// 第二十五法: 「謂庚辛二干，三傳、年命、日辰逢旬內六丁神者，必主凶動」.
fn jin_ri_feng_ding(v: &V) -> Option<Vec<String>> {
    ding_shen(v, Element::Metal)
}

/// 第二十六法: 「謂壬癸二日，三傳、年命、日辰之六處，逢旬內之丁神者，必主財動」.
fn shui_ri_feng_ding(v: &V) -> Option<Vec<String>> {
    ding_shen(v, Element::Water)
}

/// 第二十七法: 「謂三傳皆作日之財，而生起干上日鬼，而傷其日干者，必因取財而致禍……余生支上
/// 鬼者，主破家」 (辛亥日干上午, 三傳未卯亥); 傳財化鬼格 「三傳作日之財，反生起支上神而傷日干
/// 者」 (乙巳日未加辰 三傳未戌丑 支上申; 丁亥日申加未 三傳申酉戌 支上子).
///
/// The three transmissions all 財 (by [`chuan_all`]) and 干上 or 支上 a 鬼. The law's
/// further 格 (因財致禍, 財遁鬼, 借錢還債) are not detected.
fn cai_hua_gui(v: &V) -> Option<Vec<String>> {
    let (_, what) = chuan_all(v).filter(|(e, _)| v.se().restrains(*e))?;
    let mut facts = Vec::new();
    for (w, b) in [("干上", v.gs), ("支上", v.zs)] {
        if v.kin(b) == Kin::Officer {
            facts.push(format!("{what}，皆日財，生起{w}{}日鬼", b.hanzi()));
        }
    }
    (!facts.is_empty()).then_some(facts)
}
