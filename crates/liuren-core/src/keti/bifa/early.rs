//! Rules for the 畢法 lines 9–48 that the parent module does not detect.
//!
//! Each rule reads the defining words of its law in 《六壬大全》 第十冊 畢法賦上
//! and is checked on the law's own example charts (`tests/bifa_early.rs`).
//! Where a law's explanation goes on to further 格 (variants, exceptions, what
//! the querent's 年命 adds), the rule says which of them it takes.

use super::{any, at_stage, chuan_element, f, fact, gen, when, On, P, V};
use crate::cycle::{Branch, Element, Stem};
use crate::generals::General;
use crate::reading::Fact;
use crate::relations::{Kin, LifeStage, Vitality};

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
            fang.iter().all(|b| v.ch.contains(b)).then(|| (e, format!("三傳{}{side}方{}", v.chuan_str(), e.hanzi())))
        },
    )
}

/// The month's branch (月建) and its element in command.
fn month(v: &V) -> (Branch, Element) {
    (v.month(), v.season())
}

/// 鬼, 脫 or 墓 — how `b` on 干上 harms the stem, if it does.
fn harm(v: &V, b: Branch) -> Option<&'static str> {
    match v.kin(b) {
        Kin::Officer => Some("鬼"),
        Kin::Offspring => Some("脫"),
        _ => v.stem_tomb(b).then_some("墓"),
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
pub(super) fn bi_nan(v: &V) -> Option<Vec<Fact>> {
    let useless = |b: Branch| -> Option<String> {
        let what = match v.kin(b) {
            Kin::Officer => "日鬼",
            Kin::Offspring => "脫氣",
            Kin::Wealth if v.void(b) => "財而旬空",
            Kin::Wealth if v.squeezed(b) => "財而受上下夾克",
            _ => return None,
        };
        Some(format!("{}{what}", b.hanzi()))
    };
    let chuan: Option<Vec<String>> = v.ch.iter().map(|&b| useless(b)).collect();
    let seat = v.under(v.lodge());
    let seat_born = gen(seat.element(), v.se());
    let mut facts = Vec::new();
    match (chuan, harm(v, v.gs)) {
        (Some(c), _) if seat_born || gen(v.gs.element(), v.se()) => {
            facts.push(f(format!("三傳於干無益：{}", c.join("，"))).three(v.ch));
            if gen(v.gs.element(), v.se()) {
                facts.push(f(format!("就干上{}受生", v.gs.hanzi())).at(P::GanShang, v.gs));
            }
        }
        (_, Some(h)) if seat_born => facts.push(f(format!("干上{}為干之{h}", v.gs.hanzi())).at(P::GanShang, v.gs)),
        _ => return None,
    }
    if seat_born {
        facts
            .push(f(format!("干寄{}坐地盤{}受生", v.lodge().hanzi(), seat.hanzi())).at(P::DayStem, v.lodge()).br(seat));
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
pub(super) fn zhong_gui(v: &V) -> Option<Vec<Fact>> {
    let (e, what) = chuan_all(v).filter(|(e, _)| e.restrains(v.se()))?;
    let mut saves = Vec::new();
    for (w, p, b) in [("干上", P::GanShang, v.gs), ("支上", P::ZhiShang, v.zs)] {
        if b.element().restrains(e) {
            saves.push(f(format!("{w}{}制鬼", b.hanzi())).at(p, b));
        }
    }
    if v.kin(v.gs) == Kin::Parents {
        saves.push(f(format!("三傳生干上{}，{}生干", v.gs.hanzi(), v.gs.hanzi())).three(v.ch).at(P::GanShang, v.gs));
    }
    if saves.is_empty() {
        return None;
    }
    let mut facts = vec![f(format!("{what}，皆日鬼")).three(v.ch)];
    facts.extend(saves);
    Some(facts)
}

/// 第十二法: 「丁未日干上子，其丁火實畏子水所克，反倚賴支屬土，卻能制其子水，不敢來傷丁干
/// 也」; 「又辛亥日干上亥……皆乘脫氣，尤賴亥水坐於戌土之上，尚懼戌土，不致辛金全脫……余五
/// 辛日亦可如此說」.
///
/// 干上 a 鬼 that the day branch restrains, or 干上 a 脫 that the stem's lodge
/// (the palace it sits on) restrains.
pub(super) fn hu_jia_hu_wei(v: &V) -> Option<Vec<Fact>> {
    let (g, lodge) = (v.gs, v.lodge());
    match v.kin(g) {
        Kin::Officer if v.ze().restrains(g.element()) => fact(
            f(format!("干上{}為日鬼，支{}制之", g.hanzi(), v.zhi.hanzi())).at(P::GanShang, g).at(P::DayBranch, v.zhi),
        ),
        Kin::Offspring if lodge.element().restrains(g.element()) => fact(
            f(format!("干上{}脫干，坐干寄{}受制", g.hanzi(), lodge.hanzi())).at(P::GanShang, g).at(P::DayStem, lodge),
        ),
        _ => None,
    }
}

/// 第十三法: 「戊子日干上午，三傳寅卯辰，皆是日鬼。如春占木旺……木至春令而榮旺，既貪榮盛
/// 而無意克土」; 「其餘傳內全逢日鬼者，各詳四季天令而言之。三合為鬼亦如前說」.
///
/// The three transmissions all 鬼, their element 旺 in the month (the engine's
/// 旺相: 寅卯 wood, 巳午 fire, 申酉 metal, 亥子 water, 辰未戌丑 earth).
pub(super) fn gui_dang_shi(v: &V) -> Option<Vec<Fact>> {
    let (e, what) = chuan_all(v).filter(|(e, _)| e.restrains(v.se()))?;
    let (m, season) = month(v);
    when(Vitality::of(e, season) == Vitality::Prosperous, || {
        vec![f(format!("{what}，皆日鬼，{}月{}當令而旺", m.hanzi(), e.hanzi())).three(v.ch)]
    })
}

/// 第十四法: 「戊申日干上丑，三傳子申辰皆作日之財……又於秋冬水生旺之月，占求財事即無財
/// 也……緣水自貪其生旺，不能與我作財」; 財神空亡格 「辛亥日干上寅、支上卯，二財皆空」.
///
/// The three transmissions all 財 with their element 旺 or 相 in the month; or
/// 干上 and 支上 both 財 and void.
pub(super) fn cai_tai_wang(v: &V) -> Option<Vec<Fact>> {
    if let Some((e, what)) = chuan_all(v).filter(|(e, _)| v.se().restrains(*e)) {
        let (m, season) = month(v);
        let vit = Vitality::of(e, season);
        if matches!(vit, Vitality::Prosperous | Vitality::Minister) {
            return fact(f(format!("{what}，皆日財，{}月{}{}", m.hanzi(), e.hanzi(), vit.hanzi())).three(v.ch));
        }
    }
    let (g, z) = (v.gs, v.zs);
    when(v.kin(g) == Kin::Wealth && v.kin(z) == Kin::Wealth && v.void(g) && v.void(z), || {
        vec![f(format!("干上{}、支上{}皆日財而旬空", g.hanzi(), z.hanzi())).at(P::GanShang, g).at(P::ZhiShang, z)]
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

/// Where `b` stands among 干上 and 初傳 (「干上午……午加亥為發用」): the words and the places.
fn on_gan_or_first(v: &V, b: Branch) -> Option<(&'static str, Vec<P>)> {
    match (v.gs == b, v.ch[0] == b) {
        (true, true) => Some(("臨干上發用", vec![P::GanShang, P::Chu])),
        (true, false) => Some(("臨干上", vec![P::GanShang])),
        (false, true) => Some(("發用", vec![P::Chu])),
        (false, false) => None,
    }
}

/// `fact` about `b` at `places`.
fn at_all(fact: Fact, places: Vec<P>, b: Branch) -> Fact {
    places.into_iter().fold(fact.br(b), |fact, p| fact.at(p, b))
}

/// 第十九法: 「謂日干之胎神，作日之妻財，又逢月內之生氣者，如占妻必孕也。如壬寅日干上午，
/// 七月占，午加亥為發用」; 「五壬日干上午，七月占皆同。六庚六辛日干上卯，四月占皆然。六戊
/// 六己日干上子，正月占亦主孕喜」; 損胎格 「壬辰日干上午為發用……必後有損孕，緣午作空亡故也」.
///
/// The stem's 胎神 (see [`tai`]) is its 財 and the month's 生氣 (正月在子, two places
/// behind 月建, as 第九十二法), on 干上 or 發用; when void, the fact says 損孕. The
/// law's further 格 (支之胎神, 互胎, 腹胎, what the querent's 年命 adds) are not detected.
pub(super) fn tai_cai_sheng_qi(v: &V) -> Option<Vec<Fact>> {
    let t = tai(v);
    let (m, _) = month(v);
    if v.kin(t) != Kin::Wealth || t != m.wrapping_add(-2) {
        return None;
    }
    let (place, at) = on_gan_or_first(v, t)?;
    let kong = if v.void(t) { "，空亡，後有損孕" } else { "" };
    fact(at_all(f(format!("干之胎神{}作日財，又為{}月生氣，{place}{kong}", t.hanzi(), m.hanzi())), at, t))
}

/// 第二十法: 「戊己日子為胎財，七月死氣在子。庚辛日卯為胎財，十月死氣在卯。壬癸日午為胎財，
/// 正月死氣在午。甲乙日酉為胎鬼，四月死氣在酉……但凡胎神作月內之死氣，婦孕不育」.
///
/// The stem's 胎神 (財 or, for 甲乙, 鬼) is the month's 死氣 (月建 + 4: 七月 (申) 在子),
/// on 干上 or 發用 — 「全如前篇論」, placed as in 第十九法.
pub(super) fn tai_si_qi(v: &V) -> Option<Vec<Fact>> {
    let t = tai(v);
    let (m, _) = month(v);
    if t != m.wrapping_add(4) {
        return None;
    }
    let (place, at) = on_gan_or_first(v, t)?;
    fact(at_all(f(format!("干之胎神{}（{}）為{}月死氣，{place}", t.hanzi(), v.kin(t).hanzi(), m.hanzi())), at, t))
}

/// 旬內丁神 in the 「六處」 of 第二十五、二十六法: the three transmissions, 干上 and
/// 支上 (日辰), and the querent's 本命 and 行年 uppers (年命), for a day stem of
/// element `e`.
fn ding_shen(v: &V, e: Element) -> Option<Vec<Fact>> {
    if v.se() != e {
        return None;
    }
    let d = Branch::ALL.into_iter().find(|&b| v.day.hidden_stem(b) == Some(Stem::Ding))?;
    let mut places = vec![
        ("初傳", P::Chu, v.ch[0]),
        ("中傳", P::Zhong, v.ch[1]),
        ("末傳", P::Mo, v.ch[2]),
        ("干上", P::GanShang, v.gs),
        ("支上", P::ZhiShang, v.zs),
    ];
    places.extend(v.fate_uppers());
    places.retain(|&(_, _, b)| b == d);
    when(!places.is_empty(), || {
        let seen: Vec<&str> = places.iter().map(|&(w, _, _)| w).collect();
        let text =
            format!("{}日，旬內丁神{}見於{}（乘{}）", v.stem.hanzi(), d.hanzi(), seen.join("、"), v.general(d).hanzi());
        vec![places.iter().fold(f(text).st(v.stem).br(d), |fact, &(_, p, b)| fact.seat(v, p, b))]
    })
}

/// 第二十五法: 「謂庚辛二干，三傳、年命、日辰逢旬內六丁神者，必主凶動」.
pub(super) fn jin_ri_feng_ding(v: &V) -> Option<Vec<Fact>> {
    ding_shen(v, Element::Metal)
}

/// 第二十六法: 「謂壬癸二日，三傳、年命、日辰之六處，逢旬內之丁神者，必主財動」.
pub(super) fn shui_ri_feng_ding(v: &V) -> Option<Vec<Fact>> {
    ding_shen(v, Element::Water)
}

/// 第二十七法: 「謂三傳皆作日之財，而生起干上日鬼，而傷其日干者，必因取財而致禍……余生支上
/// 鬼者，主破家」 (辛亥日干上午, 三傳未卯亥); 傳財化鬼格 「三傳作日之財，反生起支上神而傷日干
/// 者」 (乙巳日未加辰 三傳未戌丑 支上申; 丁亥日申加未 三傳申酉戌 支上子).
///
/// The three transmissions all 財 (by [`chuan_all`]) and 干上 or 支上 a 鬼. The law's
/// further 格 (因財致禍, 財遁鬼, 借錢還債) are not detected.
pub(super) fn cai_hua_gui(v: &V) -> Option<Vec<Fact>> {
    let (_, what) = chuan_all(v).filter(|(e, _)| v.se().restrains(*e))?;
    let mut facts = Vec::new();
    for (w, p, b) in [("干上", P::GanShang, v.gs), ("支上", P::ZhiShang, v.zs)] {
        if v.kin(b) == Kin::Officer {
            facts.push(f(format!("{what}，皆日財，生起{w}{}日鬼", b.hanzi())).three(v.ch).at(p, b));
        }
    }
    any(facts)
}

/// 第三十七法: 「謂末傳助其初傳而生日干者，亦有末助初而克干者，亦有末助初傳而作日之財神者，
/// 此三等皆是」 (庚午日 「末傳寅加辰，生起初傳午火而克伐庚金」; 辛酉日 「末傳巳加子，助其初傳
/// 之未土生日干」; 甲辰日 「末傳午加申，助其初傳之戌土，而作甲干之財」).
///
/// 末傳 generates 初傳, and 初傳 is the stem's 父母, 鬼 or 財. A void 初 or 末 is
/// named (抱雞不斗格 「初傳或空亡……終不能克干」; 枉作惡人格 「末傳空亡，不能助其初傳」).
pub(super) fn mo_zhu_chu(v: &V) -> Option<Vec<Fact>> {
    let [a, _, c] = v.ch;
    if !gen(c.element(), a.element()) {
        return None;
    }
    let kind = match v.kin(a) {
        Kin::Parents => "生日干",
        Kin::Officer => "克日干",
        Kin::Wealth => "作日財",
        _ => return None,
    };
    let mut text = format!("末傳{}生初傳{}，初傳{kind}", c.hanzi(), a.hanzi());
    for (w, b) in [("初傳", a), ("末傳", c)] {
        if v.void(b) {
            text.push_str(&format!("；{w}空亡"));
        }
    }
    fact(f(text).at(P::Mo, c).at(P::Chu, a))
}

/// 第三十八法 閉口卦, its two forms: 「地盤旬首上神乘玄武者」 (甲子日辰加子, 戌加子,
/// 「旦夜皆乘玄武」), with 「甲午、甲辰、甲寅三旬，止有天盤之旬首乘玄武，無地盤旬首乘玄武……
/// 亦可如其說」; and 「旬尾加旬首……六旬中皆有」 (甲申日巳加申, 「旬尾加旬首為發用者」).
///
/// The law's further 閉口 (祿作閉口, 財作閉口) are not detected.
pub(super) fn bi_kou(v: &V) -> Option<Vec<Fact>> {
    let head = v.day.xun_head().branch();
    let tail = head.wrapping_add(9);
    let mut facts = Vec::new();
    let top = v.over(head);
    if v.general(top) == General::Xuanwu {
        facts.push(f(format!("地盤旬首{}上{}乘玄武", head.hanzi(), top.hanzi())).br(head).br(top));
    } else if matches!(head, Branch::Yin | Branch::Chen | Branch::Wu) && v.general(head) == General::Xuanwu {
        facts.push(f(format!("甲{}旬，天盤旬首{}乘玄武", head.hanzi(), v.on(head))).br(head));
    }
    if top == tail {
        let used = v.ch[0] == tail;
        let text = format!("旬尾{}加旬首{}{}", tail.hanzi(), head.hanzi(), if used { "，發用" } else { "" });
        facts.push(at_all(f(text), if used { vec![P::Chu] } else { vec![] }, tail));
    }
    any(facts)
}

/// 第三十九法: 「謂玄武坐於太陽、月將之上，占賊必敗……惟畏占時在夜，賊反幸也」 (壬申日返吟，
/// 十月占: 寅為月將，乘玄武); 「戌時豈可言旦」 (辛亥日亥將戌時).
///
/// 玄武 rides the 月將 (太陽) and the chart is 晝 (by the chart's 晝夜 rule: the book
/// notes that with 卯–申 as day only 月將 on 申 qualifies, and with real sunrise
/// and sunset also 酉 戌).
pub(super) fn tai_yang_zhao_wu(v: &V) -> Option<Vec<Fact>> {
    let m = v.c.month_general;
    when(v.general(m) == General::Xuanwu && v.c.daytime, || {
        vec![f(format!("玄武乘月將（太陽）{}，加{}，晝占", m.hanzi(), v.under(m).hanzi())).at(P::MonthGeneral, m)]
    })
}

/// 第四十法: 「謂干為夫，支為妻……豈宜支干上乘天后、六合」 (丁卯日干上寅晝乘六合，支上戌乘
/// 天后). The 行年 on 干支 (「那更女之行年居在干上」) is an aggravation, not required.
pub(super) fn hou_he(v: &V) -> Option<Vec<Fact>> {
    let (g, z) = (v.general(v.gs), v.general(v.zs));
    let pair = [g, z];
    when(pair.contains(&General::Tianhou) && pair.contains(&General::Liuhe), || {
        vec![f(format!("干上{}乘{}，支上{}乘{}", v.gs.hanzi(), g.hanzi(), v.zs.hanzi(), z.hanzi()))
            .at(P::GanShang, v.gs)
            .at(P::ZhiShang, v.zs)]
    })
}

/// The stem 「遁五子元建」 puts on `b`: counted from 寅 as the months are (甲己之日
/// 丙寅起), so that 子 and 丑 follow 亥 — 第四十二法 己酉日 「初傳乙亥加戌，中傳丙子，末傳
/// 丁丑」 (counting from 甲子 would give 甲子 乙丑). 辛巳日 「初傳甲午加戌，中傳庚寅，末傳
/// 戊戌」 is the same either way.
fn yuan_jian_stem(day: Stem, b: Branch) -> Stem {
    let yin = Stem::Bing.wrapping_add(2 * day.since(Stem::Jia) as i64);
    yin.wrapping_add(b.since(Branch::Yin) as i64)
}

/// 第四十二法: 「且夫三奇者有二等：有三傳全遇甲庚戊者，有三傳全遇乙丙丁者。其法亦有二：有
/// 遁旬中之干者，有遁五子元建之法者」 (旬中: 己卯日 「初傳丁丑加寅，中傳丙子，末傳乙亥」;
/// 元建: see [`yuan_jian_stem`]).
pub(super) fn san_qi(v: &V) -> Option<Vec<Fact>> {
    let qi = |how: &str, stems: [Option<Stem>; 3]| -> Option<Fact> {
        let s: Vec<Stem> = stems.iter().copied().collect::<Option<_>>()?;
        let is = |set: [Stem; 3]| set.iter().all(|x| s.contains(x));
        (is([Stem::Jia, Stem::Geng, Stem::Wu]) || is([Stem::Yi, Stem::Bing, Stem::Ding])).then(|| {
            let named =
                v.ch.iter()
                    .zip(&s)
                    .map(|(b, st)| format!("{}{}", st.hanzi(), b.hanzi()))
                    .collect::<Vec<_>>()
                    .join("、");
            s.iter().fold(f(format!("三傳遁{how}：{named}")).three(v.ch), |fact, &st| fact.st(st))
        })
    };
    let facts = [qi("旬中之干", v.ch.map(|b| v.dun(b))), qi("五子元建", v.ch.map(|b| Some(yuan_jian_stem(v.stem, b))))];
    any(facts.into_iter().flatten().collect())
}

/// 第四十四法 遍地貴人: 「如丁酉日第一課干上酉乃夜貴，第二課酉上見亥乃晝貴，第三課酉亥相加，
/// 第四課又歸亥鄉，然後三傳酉亥丑。此四課三傳，皆是晝夜貴人」.
///
/// DIFFERENCE: in the book's own example the fourth lesson's upper and 末傳 are 丑,
/// not a 貴人, so 「皆是」 cannot be literal; taken as both 晝貴 and 夜貴 among the four
/// lessons' uppers and both among the three transmissions. 「外有三傳皆是貴人者亦可
/// 用」: of its examples 辛巳日干上午 (三傳午寅戌) fits this reading; 乙亥日干上子、
/// 干上午 fit no reading we found and are not detected.
pub(super) fn ke_chuan_ju_gui(v: &V) -> Option<Vec<Fact>> {
    let (d, n) = v.nobles();
    let up = v.uppers();
    when(up.contains(&d) && up.contains(&n) && v.ch.contains(&d) && v.ch.contains(&n), || {
        vec![f(format!(
            "晝貴{}、夜貴{}俱見於四課上神{}與三傳{}",
            d.hanzi(),
            n.hanzi(),
            up.iter().map(|b| b.hanzi()).collect::<String>(),
            v.chuan_str()
        ))
        .br(d)
        .br(n)
        .four(up)
        .three(v.ch)]
    })
}

/// 第四十五法: 「謂六處有旦暮天乙相加者」, 「已後雖值晝夜貴人相加在傳，視其合用之貴，如空亡
/// 不可如前說」, 「余雖有之，緣不在傳課，不欲具載」 (六丁日亥加酉晝, 丁巳、丁丑、丁亥、丁卯日
/// 酉加亥夜…… 甲戊庚日返吟); 貴覆干支格 「干支上皆乘旦夜貴人」 (甲申干上丑、支上未).
///
/// The noble in use (晝貴 by day, 夜貴 by night) stands over the other and is
/// among the four lessons' uppers or the three transmissions, not void; or the
/// two stand over each other (甲戊庚 返吟, 丑未 互加); or 干上 and 支上 are the two.
/// This gives the book's 「癸未、癸亥、癸巳、癸酉日卯加巳夜」 exactly (not 癸卯、癸丑).
///
/// DIFFERENCE: by the book's own 「如空亡不可如前說」 the void noble does not count,
/// though its lists name 丁卯日亥加酉 (亥 空), 丁丑日酉加亥 and 丙子日酉加亥 (酉 空).
/// Its 六辛、六乙 examples name one day each; the rule finds the form on every 辛
/// and 乙 day where the noble is not void (it is always the second lesson).
pub(super) fn zhou_ye_gui_jia(v: &V) -> Option<Vec<Fact>> {
    let (d, n) = v.nobles();
    let (used, other) = if v.c.daytime { (d, n) } else { (n, d) };
    let mut facts = Vec::new();
    if v.under(used) == other && !v.void(used) {
        if v.under(other) == used {
            facts.push(f(format!("晝貴{}、夜貴{}互加", d.hanzi(), n.hanzi())).br(d).br(n));
        } else if v.in_lessons(used) || v.in_chuan(used) {
            let which = if v.c.daytime { "晝貴" } else { "夜貴" };
            let text = format!("{which}{}加{}，在課傳", used.hanzi(), other.hanzi());
            facts.push(at_all(f(text), v.places_of(used), used));
        }
    }
    if d != n && [v.gs, v.zs].contains(&d) && [v.gs, v.zs].contains(&n) {
        facts.push(
            f(format!("干上{}、支上{}為晝夜兩貴（貴覆干支）", v.gs.hanzi(), v.zs.hanzi()))
                .at(P::GanShang, v.gs)
                .at(P::ZhiShang, v.zs),
        );
    }
    any(facts)
}

/// 第四十八法: 「如六辛日午加干，如用旦占，雖是日鬼臨身，緣是貴人，切勿作鬼祟看之，占病必是
/// 神祇為害，如臨宅上者，必是家堂神像不肅」; 「六丙日晝將亥加巳或亥加支……六乙日申加乙或申加
/// 支」.
///
/// The 貴人 in use is the stem's 鬼 and stands on 干上 or 支上. The law's further
/// 格 (空亡貴人, 墓神作貴, 貴人脫氣) are not the line's 「鬼乘天乙」 and are not detected.
pub(super) fn gui_cheng_tian_yi(v: &V) -> Option<Vec<Fact>> {
    let nb = v.c.noble;
    if v.kin(nb) != Kin::Officer {
        return None;
    }
    let mut facts = Vec::new();
    if v.gs == nb {
        facts.push(f(format!("貴人{}為日鬼，臨干上", nb.hanzi())).at(P::GanShang, nb));
    }
    if v.zs == nb {
        facts.push(f(format!("貴人{}為日鬼，臨支上（宅）", nb.hanzi())).at(P::ZhiShang, nb));
    }
    any(facts)
}

/// 第十法 「朽木難雕別作為」: 「謂斫輪課中，卯為空亡者，故名朽木不可雕也」 —
/// 「如庚戌日卯加申，辛亥日卯加辛，此二者尤的，余有癸丑日卯加申發用」.
///
/// 斫輪 is read in the two forms the law's examples show: 卯加庚辛 — 卯 on 干上
/// of a 庚 or 辛 day (庚戌日 卯加申 and 辛亥日 卯加辛 (辛寄戌) make 卯 干上, not
/// 發用) — and 訂訛's 「卯加庚辛申酉發用」, 卯 the first transmission over 申 or
/// 酉 (癸丑日). The law's 斧斤不利格 (卯 發用 over a void 申 or 酉, 「非朽木難雕之例」)
/// does not fire it.
pub(super) fn xiu_mu(v: &V) -> Option<Vec<Fact>> {
    let under = v.under(Branch::Mao);
    let on_stem = matches!(v.stem, Stem::Geng | Stem::Xin) && v.gs == Branch::Mao;
    let first = v.ch[0] == Branch::Mao && matches!(under, Branch::Shen | Branch::You);
    when((on_stem || first) && v.void(Branch::Mao), || {
        let fact = if on_stem {
            f(format!("斫輪：卯加{}（{}寄宮），為干上，卯旬空", under.hanzi(), v.stem.hanzi()))
                .at(P::GanShang, Branch::Mao)
                .st(v.stem)
        } else {
            f(format!("斫輪：卯加{}發用，卯旬空", under.hanzi())).at(P::Chu, Branch::Mao)
        };
        vec![fact]
    })
}
