//! Rules for the 畢法 lines 53–95 that the parent module does not detect.
//!
//! Each rule quotes the words of its chapter that define it; where the chapter
//! admits two readings the one taken is marked `DIFFERENCE:`.

use super::{any, at_stage, chuan_element, f, gen, stage, when, On, P, V};
use crate::cycle::{Branch, Element, Stem};
use crate::generals::General;
use crate::reading::Fact;
use crate::relations::{Kin, LifeStage};
use crate::shensha::basis::Season;
use crate::shensha::rules::lu;
use crate::shensha::tables::month::{SHENG_QI, SI_QI, TIAN_GUI, TIAN_MA};
use crate::shensha::tables::season::GUAN_GUAN;
use crate::shensha::tables::year_branch::{BING_FU, DIAO_KE, SANG_MEN};
use crate::shensha::tables::Table;
use crate::transmissions::Family;
use crate::view::Relation;

/// The stem's tomb (干墓), read by its element.
fn gan_mu(v: &V) -> Branch {
    at_stage(v.se(), LifeStage::Tomb)
}

/// The branch a 神煞 table gives this chart.
fn sha(v: &V, t: &Table) -> Branch {
    t.cell_for(v.c).members()[0].branch()
}

/// The four lessons and the three transmissions, each named by its place.
fn places(v: &V) -> [(&'static str, P, Branch); 7] {
    let u = v.uppers();
    [
        ("干上", P::GanShang, u[0]),
        ("第二課上", P::GanYin, u[1]),
        ("支上", P::ZhiShang, u[2]),
        ("第四課上", P::ZhiYin, u[3]),
        ("初傳", P::Chu, v.ch[0]),
        ("中傳", P::Zhong, v.ch[1]),
        ("末傳", P::Mo, v.ch[2]),
    ]
}

/// A general's home branch as 第五十三法 counts it.
///
/// DIFFERENCE: 「六壬日辰加亥乃兩后夾墓」 puts 天后 at 亥, so here 天后 is at 亥
/// and 玄武 at 子, the other way round from [`General::home`].
fn home_53(g: General) -> Branch {
    match g {
        General::Tianhou => Branch::Hai,
        General::Xuanwu => Branch::Zi,
        _ => g.home(),
    }
}

/// 第五十三法: 「丙戌日戌加巳……兼旦夜天將皆乘蛇，及地盤之巳，亦是騰蛇之位，故名兩蛇夾墓」,
/// and the others it lists (「六己日辰加未夜占，乃兩常夾墓」, 「六辛日丑加申，兩虎夾墓」,
/// 「六甲日未加丑夜貴，兩貴夾墓」…): the stem's tomb rides a general and sits on
/// that general's home palace.
///
/// The tomb need not stand in the lessons: the book gives the forms by the stem
/// alone (「六辛日丑加申」), whatever the day branch.
pub(super) fn liang_she_jia_mu(v: &V) -> Option<Vec<Fact>> {
    let mu = gan_mu(v);
    let (g, under) = (v.general(mu), v.under(mu));
    when(home_53(g) == under, || {
        let fu = v.gs == mu;
        let fact = f(format!(
            "干墓{}乘{}，加{}（{}本家）：兩{}夾墓{}",
            mu.hanzi(),
            g.hanzi(),
            under.hanzi(),
            g.hanzi(),
            g.short(),
            if fu { "，覆干上" } else { "" }
        ))
        .br(mu);
        vec![if fu { fact.at(P::GanShang, mu) } else { fact }]
    })
}

/// 第五十四法: 「如柔日虎視卦中，天將又乘白虎者論，如前後皆有猛虎」; of a 剛日
/// 「戊寅日丑加酉旦占，雖是剛日，亦可如說」 — a 昴星 chart with 白虎 on a lesson or
/// a transmission.
///
/// The book calls the 柔日 form 虎視 (「虎視課乃柔日也，昴星課者乃剛日也」), the
/// chart's method names the other way; both count here.
///
/// DIFFERENCE: the chapter also counts 申 (「白虎之本位」) and 寅 as tigers
/// (「己巳日干上申，初傳申，中傳申……四重虎穴」); they are listed when 白虎 is
/// there, but do not make the line fire alone.
pub(super) fn hu_shi_feng_hu(v: &V) -> Option<Vec<Fact>> {
    if v.c.method().family() != Family::MaoXing {
        return None;
    }
    let places = places(v);
    let tigers: Vec<Fact> = places
        .iter()
        .filter(|&&(_, _, b)| v.general(b) == General::Baihu)
        .map(|&(w, p, b)| f(format!("{w}{}乘白虎", b.hanzi())).at(p, b))
        .collect();
    if tigers.is_empty() {
        return None;
    }
    // 昴星 is how 初傳 was found.
    let mut facts = vec![f(format!("昴星課（{}）", v.c.method().hanzi())).at(P::Chu, v.ch[0])];
    facts.extend(tigers);
    for (w, p, b) in places {
        match b {
            Branch::Shen => facts.push(f(format!("{w}申為白虎本位")).at(p, b)),
            Branch::Yin => facts.push(f(format!("{w}寅為虎")).at(p, b)),
            _ => {}
        }
    }
    Some(facts)
}

/// 第五十六法: 「如甲申日未加寅，乃墓神覆日。如占人本命，又是未生，乃名天網自裹」 —
/// the stem's tomb on 干上 and the querent born in that branch's year.
///
/// Needs the querent; without one it never fires. The chapter's 丁神覆日格 (the
/// tomb also 旬丁) is noted in the facts.
pub(super) fn tian_wang_zi_guo(v: &V) -> Option<Vec<Fact>> {
    let fate = v.c.fate?;
    let mu = gan_mu(v);
    if v.gs != mu || fate.ben_ming.branch() != mu {
        return None;
    }
    let mut facts = vec![
        f(format!("干上{}為干墓（墓神覆日）", mu.hanzi())).at(P::GanShang, mu),
        f(format!("占人本命{}，即此墓神", fate.ben_ming.hanzi())).at(P::BenMing, mu),
    ];
    if v.dun(mu) == Some(Stem::Ding) {
        facts.push(f(format!("{}遁丁：丁神覆日", mu.hanzi())).br(mu).st(Stem::Ding));
    }
    Some(facts)
}

/// 第六十五法: 「日干之墓作四季之關神發用者是也，宜分干支發用。如日干之兩課上作發用者，
/// 主人衰，如支辰之兩課上發用者，主宅廢。夫關神者：春丑、夏辰、秋未、冬戌」 (「關即寡也」).
///
/// 關神 is read from the 關管 table (季, 丑辰未戌), the same four branches.
pub(super) fn gan_mu_bing_guan(v: &V) -> Option<Vec<Fact>> {
    let (a, mu, guan) = (v.ch[0], gan_mu(v), sha(v, &GUAN_GUAN));
    if a != mu || a != guan {
        return None;
    }
    let season = Season::of_month(v.month());
    let mut facts = vec![f(format!("初傳{}為干墓，{}占為關神", a.hanzi(), season.hanzi())).at(P::Chu, a)];
    for (pair, what, two) in [([P::GanShang, P::GanYin], "干", "主人衰"), ([P::ZhiShang, P::ZhiYin], "支", "主宅廢")]
    {
        let at: Vec<P> = pair.into_iter().filter(|&p| v.at(p) == Some(a)).collect();
        if !at.is_empty() {
            facts.push(
                at.into_iter().fold(f(format!("{}在{what}之兩課上：{two}", a.hanzi())), |fact, p| fact.at(p, a)),
            );
        }
    }
    Some(facts)
}

/// 第六十六法: 「謂地支之墓，卻作日干之財者……如甲子日辰加子，乃支之墓神而作干之財為發用」.
pub(super) fn zhi_fen_cai(v: &V) -> Option<Vec<Fact>> {
    let a = v.ch[0];
    when(v.branch_tomb(a) && v.kin(a) == Kin::Wealth, || {
        vec![f(format!("初傳{}為支{}之墓，又為干{}之財", a.hanzi(), v.zhi.hanzi(), v.stem.hanzi()))
            .at(P::Chu, a)
            .at(P::DayBranch, v.zhi)
            .st(v.stem)]
    })
}

/// 第六十九法: 「白虎加臨旬內之干為日鬼者……縱空亡亦不能為救」 (「甲子日晝占，乃虎加庚午臨戌為用」):
/// the branch 白虎 rides has, in the day's 旬, a stem that overcomes the day stem.
///
/// DIFFERENCE: the book's examples all have that branch in the lessons or the
/// transmissions (初傳, 支上, 干上, 第四課, 末傳); that is required here. A 旬空
/// branch has no stem in the 旬 and so no 遁鬼.
pub(super) fn hu_cheng_dun_gui(v: &V) -> Option<Vec<Fact>> {
    let b = Branch::ALL.into_iter().find(|&b| v.general(b) == General::Baihu)?;
    let s = v.dun(b)?;
    if !s.element().restrains(v.se()) {
        return None;
    }
    let at: Vec<(&str, P, Branch)> = places(v).into_iter().filter(|&(_, _, x)| x == b).collect();
    when(!at.is_empty(), || {
        let names: Vec<&str> = at.iter().map(|&(w, _, _)| w).collect();
        vec![
            f(format!("白虎乘{}，遁{}克日干{}（遁鬼）", b.hanzi(), s.hanzi(), v.stem.hanzi())).br(b).st(s).st(v.stem),
            at.iter().fold(f(format!("{}在{}", b.hanzi(), names.join("、"))), |fact, &(_, p, x)| fact.at(p, x)),
        ]
    })
}

/// 第七十一法: 「病符者，每年舊太歲者是也……若病符臨支又克支者，乃主合家病患。更乘天鬼，
/// 定遭時疫……病符乘白虎，而臨支克支尤凶。如病符作月之生氣，尤主合家病，或作月之死氣必死」;
/// but 「病符臨宅……或生日干，或作日財，或作貴人者……一切勿作病符論」.
///
/// DIFFERENCE: 「作貴人」 is read as 病符 riding 天乙貴人.
pub(super) fn bing_fu_ke_zhai(v: &V) -> Option<Vec<Fact>> {
    let bf = sha(v, &BING_FU);
    let e = bf.element();
    if v.zs != bf || !e.restrains(v.ze()) {
        return None;
    }
    let g = v.general(bf);
    if gen(e, v.se()) || v.kin(bf) == Kin::Wealth || g == General::Guiren {
        return None;
    }
    let on = |text: String| f(text).at(P::ZhiShang, bf);
    let mut facts =
        vec![on(format!("病符{}（舊太歲）臨支上，克支{}", bf.hanzi(), v.zhi.hanzi())).at(P::DayBranch, v.zhi)];
    if g == General::Baihu {
        facts.push(on("病符乘白虎，尤凶".to_string()));
    }
    if bf == sha(v, &TIAN_GUI) {
        facts.push(on(format!("{}又為月內天鬼，定遭時疫", bf.hanzi())));
    }
    if bf == sha(v, &SHENG_QI) {
        facts.push(on(format!("{}作月之生氣，尤主合家病", bf.hanzi())));
    } else if bf == sha(v, &SI_QI) {
        facts.push(on(format!("{}作月之死氣", bf.hanzi())));
    }
    Some(facts)
}

/// 第七十二法: 「謂歲前二辰為喪門，歲後二辰為吊客。如支干上，全逢此二位凶煞，主凶。又於占人
/// 行年本命上神乘之，其年必哭送親姻」 — 干上 and 支上 are 喪門 and 弔客, either way round.
///
/// The querent's 年命 are noted when the line fires; they do not make it fire alone.
pub(super) fn sang_diao(v: &V) -> Option<Vec<Fact>> {
    let (sang, diao) = (sha(v, &SANG_MEN), sha(v, &DIAO_KE));
    let name = |b: Branch| if b == sang { "喪門" } else { "弔客" };
    if (v.gs, v.zs) != (sang, diao) && (v.gs, v.zs) != (diao, sang) {
        return None;
    }
    let mut facts = vec![f(format!("干上{}為{}，支上{}為{}", v.gs.hanzi(), name(v.gs), v.zs.hanzi(), name(v.zs)))
        .at(P::GanShang, v.gs)
        .at(P::ZhiShang, v.zs)];
    for (w, p, b) in v.fate_uppers() {
        if b == sang || b == diao {
            facts.push(f(format!("{w}{}亦為{}", b.hanzi(), name(b))).seat(v, p, b));
        }
    }
    Some(facts)
}

/// 空 as the chapters on 空 read it: the branch is 旬空, or it sits on a 旬空 palace
/// (坐空, 「第二課又入空亡鄉」 第七十四法; 「亥加酉又落空」 第五十法).
fn empty(v: &V, b: Branch) -> Option<String> {
    if v.void(b) {
        Some(format!("{}旬空", b.hanzi()))
    } else if v.void(v.under(b)) {
        Some(format!("{}坐空{}", b.hanzi(), v.under(b).hanzi()))
    } else {
        None
    }
}

/// 第七十四法: 「謂三傳皆空亡者是也，於進退連茹課中多有。如三合課兩傳空亡，縱有一傳不空，
/// 而上乘天空將者：亦系此例」; 「四課全空格：……乙巳日干上寅為空亡，第二課又入空亡鄉，
/// 支上卯作空亡，第四課又入空亡鄉，此乃四課皆空」.
///
/// DIFFERENCE: 旬空 is two branches only, so three transmissions (or two of a 三合,
/// four apart) can be 空 together only if 坐空 counts, as the 四課全空 example
/// counts it; here a branch is 空 when it is 旬空 or sits on a 旬空 palace ([`empty`]).
pub(super) fn kong_kong_ru_ye(v: &V) -> Option<Vec<Fact>> {
    let mut facts = Vec::new();
    let ch: Vec<Option<String>> = v.ch.iter().map(|&b| empty(v, b)).collect();
    if ch.iter().all(Option::is_some) {
        let kong = ch.iter().flatten().cloned().collect::<Vec<_>>().join("，");
        facts.push(f(format!("三傳{}皆空：{kong}", v.chuan_str())).three(v.ch));
    } else if chuan_element(v).is_some_and(|(_, w)| w.ends_with('局')) && ch.iter().flatten().count() == 2 {
        let i = ch.iter().position(Option::is_none).expect("one transmission is not 空");
        let b = v.ch[i];
        if v.general(b) == General::Tiankong {
            let kong: Vec<String> = ch.iter().flatten().cloned().collect();
            facts.push(
                f(format!("三合三傳{}，{}；{}不空而乘天空", v.chuan_str(), kong.join("，"), b.hanzi())).three(v.ch),
            );
        }
    }
    let u: Vec<Option<String>> = v.uppers().iter().map(|&b| empty(v, b)).collect();
    if u.iter().all(Option::is_some) {
        let kong = u.iter().flatten().cloned().collect::<Vec<_>>().join("，");
        facts.push(f(format!("四課全空：{kong}")).four(v.uppers()));
    }
    any(facts)
}

/// 第七十五法: 「凡支干乘刑者有三等」 — 一字刑 「四課上神全逢辰午酉亥」; 二字刑 「支干上全乘
/// 子卯者」; 三字刑 「三傳寅巳申、巳申寅或申寅巳、丑戌未、戌未丑或未丑戌」; and the 無恩刑
/// 「支干相刑其上神」 (「甲子日，寅刑干上巳，子刑支上卯」).
///
/// DIFFERENCE: the 一字刑 examples that follow the definition have only 干上 and 支上
/// self-punishing (「己酉日辰加己……午加酉」, 「丙戌日干上亥……支上辰」), or one of
/// them met again in a 三合 of the transmissions (「乙丑日支上酉，其三傳巳丑酉，亦支上
/// 重逢自刑」, and 金剛、火強、水流趨東、木落歸根 格, all 三合); both count here, four
/// lessons or not. A self-punishing 干上 met again in transmissions that are no
/// 三合 does not (the book gives no such example, and 干上 is often the first).
pub(super) fn bin_zhu_bu_tou(v: &V) -> Option<Vec<Fact>> {
    let (g, z, lodge) = (v.gs, v.zs, v.lodge());
    let mut facts = Vec::new();
    let u = v.uppers();
    let both = |text: String| f(text).at(P::GanShang, g).at(P::ZhiShang, z);
    if u.iter().all(|b| b.punishes_itself()) {
        let names: String = u.iter().map(|b| b.hanzi()).collect();
        facts.push(f(format!("四課上神{names}全逢辰午酉亥：一字刑")).four(u));
    } else if g.punishes_itself() && z.punishes_itself() {
        facts.push(both(format!("干上{}、支上{}皆自刑：一字刑", g.hanzi(), z.hanzi())));
    } else if let Some((_, ju)) = chuan_element(v).filter(|(_, w)| w.ends_with('局')) {
        for (w, p, b) in [("干上", P::GanShang, g), ("支上", P::ZhiShang, z)] {
            if b.punishes_itself() && v.in_chuan(b) {
                facts.push(f(format!("{w}{}自刑，{ju}重逢：一字刑", b.hanzi())).at(p, b).three(v.ch));
            }
        }
    }
    if g != z && Relation::Punishes.holds(g, z) && Relation::Punishes.holds(z, g) {
        facts.push(both(format!("干上{}、支上{}子卯相刑：二字刑，無禮之刑", g.hanzi(), z.hanzi())));
    }
    let [a, b, c] = v.ch;
    if a != b && a.punishes() == b && b.punishes() == c && c.punishes() == a {
        let kind = if a.element() == Element::Earth { "恃勢之刑" } else { "無恩之刑" };
        facts.push(f(format!("三傳{}三刑：三字刑，{kind}", v.chuan_str())).three(v.ch));
    }
    if g != lodge && Relation::Punishes.holds(lodge, g) && Relation::Punishes.holds(v.zhi, z) {
        facts.push(
            f(format!("干寄{}刑干上{}，支{}刑支上{}", lodge.hanzi(), g.hanzi(), v.zhi.hanzi(), z.hanzi()))
                .at(P::DayStem, lodge)
                .at(P::GanShang, g)
                .at(P::DayBranch, v.zhi)
                .at(P::ZhiShang, z),
        );
    }
    any(facts)
}

/// 第八十一法: 「此等例詳初傳是何類神而言之，如是日之財神、祿神、長生、官星等，不可值中末之墓，
/// 如是日之鬼及盜氣等，卻喜中末墓也」 (「辛未日，三傳巳戌卯……乃日之長生，豈宜中傳戌來墓巳」;
/// 「丙戌日申加卯，庚辰日寅加酉用，乃財入墓」) — 中傳 or 末傳 is the tomb of 初傳's element.
///
/// The facts name what 初傳 is to the day stem, and whether its tomb is 憎 or 愛.
/// The 「末傳又入戌鄉」 of the first example (末傳 sitting on that tomb) is not required.
pub(super) fn chuan_mu(v: &V) -> Option<Vec<Fact>> {
    let a = v.ch[0];
    let mu = at_stage(a.element(), LifeStage::Tomb);
    if a == mu {
        return None;
    }
    let (which, place) = if v.ch[1] == mu {
        ("中傳", P::Zhong)
    } else if v.ch[2] == mu {
        ("末傳", P::Mo)
    } else {
        return None;
    };
    let mut hate = Vec::new();
    if stage(v.se(), a) == LifeStage::Birth {
        hate.push("日之長生");
    }
    if a == lu(v.stem) {
        hate.push("日祿");
    }
    let love = match v.kin(a) {
        Kin::Wealth => {
            hate.push("日財");
            None
        }
        Kin::Parents => {
            hate.push("生我者");
            None
        }
        Kin::Officer => Some("日鬼：常人喜鬼入墓，有官人忌官星入墓"),
        Kin::Offspring => Some("盜氣，喜其入墓"),
        Kin::Siblings => None,
    };
    let mut facts = vec![f(format!("初傳{}，{which}{}為{}之墓：傳墓", a.hanzi(), mu.hanzi(), a.hanzi()))
        .at(P::Chu, a)
        .at(place, mu)];
    if !hate.is_empty() {
        facts.push(f(format!("{}為{}，不可值墓", a.hanzi(), hate.join("、"))).at(P::Chu, a));
    }
    if let Some(love) = love {
        facts.push(f(format!("{}為{love}", a.hanzi())).at(P::Chu, a));
    }
    Some(facts)
}

/// 第八十四法: 「三傳寅午戌，如支或干上有午為自刑，見丑為六害，見子為冲」, and so for the
/// other three 三合 — 干上 or 支上 punishes, harms or clashes the middle of a 三合 三傳.
pub(super) fn he_zhong_fan_sha(v: &V) -> Option<Vec<Fact>> {
    let (_, ju) = chuan_element(v).filter(|(_, w)| w.ends_with('局'))?;
    let mid = v.ch[0].triad()[1];
    let mut facts = Vec::new();
    for (w, p, b) in [("干上", P::GanShang, v.gs), ("支上", P::ZhiShang, v.zs)] {
        let sha = if Relation::Punishes.holds(mid, b) {
            if b == mid {
                "自刑"
            } else {
                "無禮刑"
            }
        } else if Relation::Harm.holds(mid, b) {
            "六害"
        } else if Relation::Clash.holds(mid, b) {
            "冲"
        } else {
            continue;
        };
        facts.push(f(format!("{ju}，{w}{}與中神{}為{sha}", b.hanzi(), mid.hanzi())).three(v.ch).at(p, b));
    }
    any(facts)
}

/// 第八十五法: 「初傳坐於克方，又被天將所傷，故取名夾克……惟是日鬼受夾克者為妙」
/// (「六甲日戌加寅為初傳，晝夜天將皆乘六合木神，此乃夾克其財」); 「家法不正格：緣三傳皆受夾克」.
pub(super) fn jia_ke(v: &V) -> Option<Vec<Fact>> {
    let a = v.ch[0];
    if !v.squeezed(a) {
        return None;
    }
    let (u, g) = (v.under(a), v.general(a));
    let what = match v.kin(a) {
        Kin::Officer => "日鬼受夾克，當憂不憂",
        Kin::Wealth => "夾克其財，財不由己",
        Kin::Siblings => "日之同類受夾克，自身不由己",
        Kin::Offspring => "夾克子孫",
        Kin::Parents => "夾克父母",
    };
    let mut facts =
        vec![f(format!("初傳{}坐{}受克，又被所乘{}所克：{what}", a.hanzi(), u.hanzi(), g.hanzi())).at(P::Chu, a)];
    if v.ch.iter().all(|&b| v.squeezed(b)) {
        facts.push(f(format!("三傳{}皆受夾克：家法不正", v.chuan_str())).three(v.ch));
    }
    Some(facts)
}

/// 第八十六法: 「六合內戰為發用者……如癸巳日晝占，六合加申，申金加巳火之上」 and the like for
/// ten more generals — 內戰 is the branch overcoming the general it carries
/// (申金克六合木); and 「三傳日辰內戰格：支干三傳皆下克上者」.
///
/// DIFFERENCE: every example of the first kind also has 初傳 overcome by its earth
/// palace (申加巳); that is noted, not required. The second kind involves no
/// general; it fires too, as the chapter lists it.
pub(super) fn nei_zhan(v: &V) -> Option<Vec<Fact>> {
    let a = v.ch[0];
    let (u, g) = (v.under(a), v.general(a));
    let mut facts = Vec::new();
    if a.element().restrains(g.element()) {
        let sits =
            if u.element().restrains(a.element()) { format!("，又坐{}受克", u.hanzi()) } else { String::new() };
        facts.push(f(format!("初傳{}克所乘{}：{}內戰{sits}", a.hanzi(), g.hanzi(), g.hanzi())).at(P::Chu, a));
    }
    let below = |b: Branch| v.under(b).element().restrains(b.element());
    if v.se().restrains(v.gs.element()) && v.ze().restrains(v.zs.element()) && v.ch.iter().all(|&b| below(b)) {
        facts.push(
            f(format!(
                "干{}克干上{}，支{}克支上{}，三傳{}皆下克上：日辰內戰",
                v.stem.hanzi(),
                v.gs.hanzi(),
                v.zhi.hanzi(),
                v.zs.hanzi(),
                v.chuan_str()
            ))
            .st(v.stem)
            .at(P::GanShang, v.gs)
            .at(P::DayBranch, v.zhi)
            .at(P::ZhiShang, v.zs)
            .three(v.ch),
        );
    }
    any(facts)
}

/// 第八十九法: 「夫任信者，伏吟卦也……凡值伏吟卦，切不可便言伏匿而不動，於傳中及支干上有旬內
/// 丁神，或乘天馬、驛馬者，必靜而求動」; 「伏吟卦內無丁馬：卻占人本命行年，上乘魁罡及丁馬者，
/// 亦主動尤速」.
///
/// 天馬 is the month's (「天馬逐月推之」), 驛馬 the day branch's. 「非伏吟而乘丁馬者
/// 亦主動」 is not this line and is not detected.
pub(super) fn ren_xin_ding_ma(v: &V) -> Option<Vec<Fact>> {
    if v.c.method().family() != Family::FuYin {
        return None;
    }
    let (tian_ma, yi_ma) = (sha(v, &TIAN_MA), v.zhi.post_horse());
    let marks = |b: Branch| {
        let mut m = Vec::new();
        if v.dun(b) == Some(Stem::Ding) {
            m.push("旬丁");
        }
        if b == tian_ma {
            m.push("天馬");
        }
        if b == yi_ma {
            m.push("驛馬");
        }
        m
    };
    let seen = |places: &[(&str, P, Branch)], kuigang: bool| -> Vec<Fact> {
        let mut out = Vec::new();
        for &(w, p, b) in places {
            let mut m = marks(b);
            if kuigang && (b == Branch::Chen || b == Branch::Xu) {
                m.push("魁罡");
            }
            if !m.is_empty() {
                out.push(f(format!("{w}{}為{}", b.hanzi(), m.join("、"))).seat(v, p, b));
            }
        }
        out
    };
    let chart_places = [
        ("干上", P::GanShang, v.gs),
        ("支上", P::ZhiShang, v.zs),
        ("初傳", P::Chu, v.ch[0]),
        ("中傳", P::Zhong, v.ch[1]),
        ("末傳", P::Mo, v.ch[2]),
    ];
    let mut found = seen(&chart_places, false);
    if found.is_empty() {
        found = seen(&v.fate_uppers(), true);
    }
    if found.is_empty() {
        return None;
    }
    let who = if v.stem.is_yang() { "自任" } else { "自信" };
    let mut facts = vec![f(format!("伏吟（{who}），靜而求動")).st(v.stem)];
    facts.extend(found);
    Some(facts)
}

/// 第九十法: 「夫來去者，返吟卦也……內有三傳皆空亡者，雖有動意，實不動也」
/// (「己酉返吟，三傳卯酉卯，此用鬼皆空亡」 — 卯旬空, 酉坐卯).
///
/// 空 as in 第七十四法 ([`empty`]): 旬空 or sitting on a 旬空 palace, which is
/// how 卯酉卯 are all 空 with only 卯 in the 旬空.
pub(super) fn lai_qu_ju_kong(v: &V) -> Option<Vec<Fact>> {
    if v.c.method().family() != Family::FanYin {
        return None;
    }
    let ch: Option<Vec<String>> = v.ch.iter().map(|&b| empty(v, b)).collect();
    Some(vec![f(format!("返吟三傳{}皆空：{}", v.chuan_str(), ch?.join("，"))).three(v.ch)])
}

/// 第九十五法: 「財爻現卦，必憂父母」, 「父母爻現卦，必憂子息」, 「若子息爻現卦，必憂官事」,
/// 「官鬼爻現卦，憂己身及兄弟」, 「同類現卦必憂妻及去財」 — the three transmissions all of
/// one kin (three of an element, or a 三合) threaten the kin they overcome; 「亦必支干年命上
/// 先有父母爻，後被傳財克者，始可言父母長上災。如無父母爻，則亦不言此例」, and not when
/// 干支年命上 holds the kin between them (「賴干上先有午火，生其父母爻，竊其財爻」), unless it
/// is 空 (「殊不知申空亡，仍主父母之災」).
///
/// DIFFERENCE: the book states 「先有」 for the 財 case; it is required for every
/// kin here, except that 官鬼 threaten 己身, the day stem itself, always there.
/// The 乙亥日 example names no 父母爻 on 干上 or 支上 (its 支上申 is the empty
/// relief), so its 父母爻 must stand on the querent's 年命; without one it does
/// not fire here.
pub(super) fn liu_yao_xian_gua(v: &V) -> Option<Vec<Fact>> {
    let (e, what) = chuan_element(v)?;
    let k = Kin::of(v.stem, e);
    let (victim, relief) = (e.overcomes(), e.generates());
    let mut places = vec![("干上", P::GanShang, v.gs), ("支上", P::ZhiShang, v.zs)];
    places.extend(v.fate_uppers());
    if places.iter().any(|&(_, _, b)| b.element() == relief && !v.void(b)) {
        return None;
    }
    let vk = Kin::of(v.stem, victim);
    let mut facts = vec![f(format!("{what}，皆日之{}爻現卦", k.hanzi())).three(v.ch)];
    let hurt: Vec<Fact> = places
        .iter()
        .filter(|&&(_, _, b)| b.element() == victim)
        .map(|&(w, p, b)| f(format!("{w}{}為{}爻，受傳{}所克", b.hanzi(), vk.hanzi(), k.hanzi())).seat(v, p, b))
        .collect();
    if k == Kin::Officer {
        facts.push(f(format!("官鬼克己身{}", v.stem.hanzi())).st(v.stem));
    } else if hurt.is_empty() {
        return None;
    }
    facts.extend(hurt);
    let none = f(format!("干支年命上無不空之{}爻化之", Kin::of(v.stem, relief).hanzi()));
    facts.push(places.iter().fold(none, |fact, &(_, p, b)| fact.seat(v, p, b)));
    Some(facts)
}
