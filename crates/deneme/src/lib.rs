#![forbid(unsafe_code)]
//! Test helpers every lesson's tests share, used only as a dev-dependency: the invariants over
//! the test grid, and the command line's refusals, derived from the option declarations so that
//! each new option is tested without a new line of test.

use ders::degismez::{Boy, tara};
use ders::secenek::{Girdi, LISTE_UST, Tanim};
use ders::{Degismezler, Program, Programlar, tanimlar};
use program::komut::kos;
use std::fmt::{Debug, Display};
use std::str::FromStr;

/// Checks `D`'s invariants over its test grid ([`Boy::Kucuk`]): each one speaks
/// about some option set, and exactly the documented findings fail, each with the smallest
/// counterexample and reason given in `bulgular` (invariant, options, reason). Returns how many
/// option sets the grid holds.
pub fn degismezler_bulgular_disinda_tutar<D: Degismezler>(
    bulgular: &[(&str, D::Secenek, &str)],
) -> usize {
    let k = D::KESIF;
    let kos = |s: &D::Secenek| D::kosum(s).expect("grids lie inside the model's domain");
    let (izgara, taban) = (k.izgara(Boy::Kucuk), (k.taban)());
    let t = tara(&izgara, |n| izgara.kume(&taban, n), kos, k.degismezler, 2);
    let mut adlar: Vec<&str> = bulgular.iter().map(|b| b.0).collect();
    adlar.sort();
    let mut kayitli = k.bulgular.to_vec();
    kayitli.sort();
    assert_eq!(adlar, kayitli, "{}: sabitlenen bulgular KESIF.bulgular ile aynı olmalı", D::AD);
    for s in &t.sonuclar {
        assert!(s.denenen > 0, "{} {} hiç denenmedi", D::AD, s.ad);
        let beklenen = bulgular.iter().find(|b| b.0 == s.ad).map(|b| (b.1.clone(), b.2));
        let bulunan = s.karsi_ornek.as_ref().map(|(k, neden)| (k.clone(), neden.as_str()));
        assert_eq!(bulunan, beklenen, "{} {}", D::AD, s.ad);
    }
    t.kume
}

/// Runs `p` on `args` (split at spaces) and checks it refuses them as every program must: exit
/// code 2, nothing on standard output, a message on standard error naming `bayrak`.
pub fn reddet<D: Programlar>(p: Program, args: &str, bayrak: &str) -> Result<(), String> {
    let a: Vec<&str> = args.split(' ').collect();
    let s = kos::<D>(p, &a);
    if s.kod != 2 || !s.cikti.is_empty() || !s.hata.contains(bayrak) {
        return Err(format!(
            "{} {} {args}: kod {}, stdout {:?}, stderr {:?}",
            D::AD,
            p.ad(),
            s.kod,
            s.cikti,
            s.hata
        ));
    }
    Ok(())
}

/// Runs `p` on `args` (split at spaces) twice, plain and with `--json`: its text and its JSON.
/// Panics if either run does not succeed.
pub fn metin_ve_json<D: Programlar>(p: Program, args: &str) -> (String, serde_json::Value) {
    let kos_ = |a: &str| {
        let a: Vec<&str> = a.split(' ').filter(|x| !x.is_empty()).collect();
        let s = kos::<D>(p, &a);
        assert_eq!(s.kod, 0, "{} {} {a:?}: {}", D::AD, p.ad(), s.hata);
        s.cikti
    };
    let json = kos_(&format!("{args} --json"));
    (kos_(args), serde_json::from_str(&json).expect("--json prints JSON"))
}

/// Values option `t` must refuse, read off its declaration: outside the range on each side,
/// not a number, not finite, empty, a list where one value is taken, a name not in the list.
pub fn kotu_degerler(t: &dyn Tanim) -> Vec<String> {
    let sayi_degil = ["x", "NaN", "inf", "-inf", "1,,2"].map(String::from);
    let mut v: Vec<String> = match t.girdi() {
        Girdi::Tam(_, a) => {
            let mut v = vec![(u64::from(a.ust) + 1).to_string(), "-1".into(), "2.5".into()];
            v.extend(a.alt.checked_sub(1).map(|n| n.to_string()));
            v.extend(["1e3".into(), u64::MAX.to_string()]);
            v.extend(sayi_degil);
            v
        }
        Girdi::Sayi(_, a) | Girdi::Liste(_, a) => {
            let mut v = vec![format!("{}", a.ust * 2.0), "-1".into(), "1e400".into()];
            if a.alt > 0.0 {
                v.push((a.alt / 2.0).to_string());
            }
            if let Girdi::Sayi(..) = t.girdi() {
                v.push(format!("{},{}", a.ust, a.ust));
            } else {
                v.push(vec![a.ust.to_string(); LISTE_UST + 1].join(","));
                v.push(format!("{},", a.ust));
            }
            v.extend(sayi_degil);
            v
        }
        Girdi::Ad(_, adlar) => {
            let buyuk = adlar.first().map(|a| a.to_uppercase()).unwrap_or_default();
            vec!["yok-boyle".into(), buyuk, "x".into()]
        }
        Girdi::Anahtar => return Vec::new(),
        // the lesson's own tests sweep its notation; any notation refuses these
        Girdi::Metin(..) => ["x", "%%", ",", ":", "a:b", "\u{0}"].map(String::from).to_vec(),
    };
    v.push(String::new());
    v
}

/// Invocations program `p` must refuse, each with the flag its message must name: every bad
/// value of each of its options, each option without its value or given twice, the other
/// program's options, and input no program takes.
pub fn kotu_girdiler<D: Programlar>(p: Program) -> Vec<(String, String)> {
    let mut k = Vec::new();
    for t in tanimlar::<D>(p) {
        let f = format!("--{}", t.bayrak());
        if t.deger_adi().is_none() {
            k.push((format!("{f}=evet"), f));
            continue;
        }
        for d in kotu_degerler(t) {
            k.push((format!("{f}={d}"), f.clone()));
        }
        let varsayilan = t.varsayilan().to_string();
        k.push((f.clone(), f.clone()));
        k.push((format!("{f} {varsayilan} {f} {varsayilan}"), f.clone()));
    }
    let oteki = Program::HEPSI.into_iter().find(|o| *o != p).expect("two programs");
    let benim: Vec<String> = tanimlar::<D>(p).iter().map(|t| t.bayrak()).collect();
    for t in tanimlar::<D>(oteki).into_iter().filter(|t| !benim.contains(&t.bayrak())) {
        let f = format!("--{}", t.bayrak());
        let deger =
            if t.deger_adi().is_some() { format!(" {}", t.varsayilan()) } else { String::new() };
        k.push((format!("{f}{deger}"), f));
    }
    for (a, f) in [
        ("--json --markdown", "--json"),
        ("--markdown --json", "--markdown"),
        ("--bilinmeyen", "--bilinmeyen"),
        ("--JSON", "--JSON"),
        ("-j", "-j"),
        ("fazla", "fazla"),
    ] {
        k.push((a.into(), f.into()));
    }
    k
}

/// Checks that the help of both programs of `D` states every option: its flag with its value's
/// name, and its help line (meaning, range, default); and that it ends with the JSON keys.
pub fn yardim_her_secenegi_anlatir<D: Programlar>() {
    let duz = |m: &str| m.split_whitespace().collect::<Vec<_>>().join(" ");
    for p in Program::HEPSI {
        let s = kos::<D>(p, &["--help"]);
        let yardim = duz(&s.cikti);
        assert_eq!(s.kod, 0, "{} {} --help: {}", D::AD, p.ad(), s.hata);
        for t in tanimlar::<D>(p) {
            let satir = t.yardim();
            let baska_yazim = [") (", "..=", " < ", " <= "];
            assert!(!baska_yazim.iter().any(|y| satir.contains(y)), "{}: {satir}", D::AD);
            let bayrak = match t.deger_adi() {
                Some(ad) => format!("--{} <{ad}> {}", t.bayrak(), duz(&t.yardim())),
                None => format!("--{} {}", t.bayrak(), duz(&t.yardim())),
            };
            assert!(yardim.contains(&bayrak), "{} {}: {bayrak:?} yok:\n{}", D::AD, p.ad(), s.cikti);
        }
        assert!(yardim.contains("JSON anahtarları (--json): (kök):"), "{}", s.cikti);
    }
}

/// Checks that both programs of `D` refuse every invocation of [`kotu_girdiler`]; panics
/// listing each one that was not refused properly. Returns how many were tried.
pub fn kotu_girdiyi_reddeder<D: Programlar>() -> usize {
    let mut hatalar = Vec::new();
    let mut sayi = 0;
    for p in Program::HEPSI {
        for (args, bayrak) in kotu_girdiler::<D>(p) {
            sayi += 1;
            if let Err(e) = reddet::<D>(p, &args, &bayrak) {
                hatalar.push(e);
            }
        }
    }
    assert!(
        hatalar.is_empty(),
        "{} kötü girdi reddedilmedi:\n{}",
        hatalar.len(),
        hatalar.join("\n")
    );
    sayi
}

/// Characters a mutation inserts: the notations' own signs, digits, letters with and without
/// Turkish marks, spaces, control characters (a newline, a tab, an escape, a NUL) and the
/// characters a shell or a URL treats specially.
const HARFLER: &[char] = &[
    '0', '1', '9', 'd', 'S', 'x', ':', '-', ',', '=', '#', '.', 'e', ' ', '\n', '\t', '\u{1b}',
    '\u{0}', 'ş', 'İ', 'ı', '%', '\'', '"', '+', '€',
];

/// A value of option `t` as a reader might mistype it, from the generator `g`: a value the
/// option accepts (its default, a bound, one of its examples; `ornekler` adds the lesson's own
/// schedules for a notation) mutated once or twice: a character inserted, deleted or repeated,
/// a number made huge or negative, a range turned round, the value doubled with a comma,
/// wrapped in spaces or a newline; or a random string of those characters.
pub fn bozuk_deger(g: &mut Lcg, t: &dyn Tanim, ornekler: &[String]) -> String {
    let mut adaylar: Vec<String> = vec![t.varsayilan().to_string()];
    adaylar.extend(kenar_degerleri(t));
    if let Girdi::Metin(..) = t.girdi() {
        adaylar.extend(ornekler.iter().cloned());
    }
    if let Girdi::Metin(_, o) = t.girdi() {
        adaylar.extend(o.iter().map(|o| o.to_string()));
    }
    adaylar.retain(|a| !a.is_empty());
    let harf = |g: &mut Lcg| HARFLER[g.sonraki(HARFLER.len() as u32) as usize];
    if adaylar.is_empty() || g.sonraki(8) == 0 {
        return (0..1 + g.sonraki(12)).map(|_| harf(g)).collect();
    }
    let mut d: Vec<char> = adaylar[g.sonraki(adaylar.len() as u32) as usize].chars().collect();
    for _ in 0..1 + g.sonraki(2) {
        let i = g.sonraki(d.len() as u32 + 1) as usize;
        match g.sonraki(9) {
            0 => d.insert(i, harf(g)),
            1 if !d.is_empty() => {
                d.remove(i.min(d.len() - 1));
            }
            2 if !d.is_empty() => {
                let c = d[i.min(d.len() - 1)];
                d.insert(i, c);
            }
            3 => d.splice(i..i, "99999999999".chars()).for_each(drop),
            4 => d.insert(0, '-'),
            5 => {
                // `6-10` becomes `10-6`
                let m: String = d.iter().collect();
                if let Some((a, b)) = m.rsplit_once('-') {
                    let (bas, son) = a.rsplit_once(':').unwrap_or(("", a));
                    let yeni = if bas.is_empty() {
                        format!("{b}-{son}")
                    } else {
                        format!("{bas}:{b}-{son}")
                    };
                    d = yeni.chars().collect();
                }
            }
            6 => {
                let m: String = d.iter().collect();
                d = format!("{m},{m}").chars().collect();
            }
            7 => {
                d.insert(0, ' ');
                d.push('\n');
            }
            _ => d.insert(i, harf(g)),
        }
    }
    d.into_iter().collect()
}

/// What must hold of a program's refusal of `bayrak`'s value `deger`, as the user typed it: exit
/// code 2, nothing on standard output, and a first line of standard error that speaks for the
/// program (`lider olc: `), names the flag, and quotes the value once, shortened and on one
/// line as [`ders::secenek::kisalt`] quotes it; the lines after it, if any, are the usage's.
pub fn ret_iletisi(
    kim: &str,
    bayrak: &str,
    deger: &str,
    c: &program::komut::Cikis,
) -> Result<(), String> {
    let ilk = c.hata.lines().next().unwrap_or_default();
    let alinti = format!("'{}'", ders::secenek::kisalt(deger));
    let sonraki_satirlar_kullanim = c
        .hata
        .lines()
        .skip(1)
        .all(|s| s.starts_with("Kullanım: ") || s.starts_with("Ayrıntılar için: "));
    if c.kod != 2
        || !c.cikti.is_empty()
        || !ilk.starts_with(&format!("{kim}: "))
        || !ilk.contains(bayrak)
        || ilk.matches(&alinti).count() != 1
        || !sonraki_satirlar_kullanim
    {
        return Err(format!(
            "{kim} {bayrak} {alinti}: kod {}, stdout {:?}, stderr {:?}",
            c.kod,
            c.cikti.get(..80),
            c.hata
        ));
    }
    Ok(())
}

/// Runs both programs of `D` on `her_bayrak` random and mutated values ([`bozuk_deger`]) of
/// every flag that takes a value (and `olc --svg` on paths it cannot write), each alone, in
/// process; `ornekler` are the lesson's own schedules, mutated too. A value a program accepts
/// must run without a panic; one it refuses must be refused as [`ret_iletisi`] says. Panics
/// listing every refusal that was not; returns how many invocations were tried and refused.
pub fn rastgele_kotu_girdiler<D: Programlar>(
    tohum: u64,
    her_bayrak: usize,
    ornekler: &[String],
) -> (usize, usize) {
    let mut g = Lcg(tohum);
    let (mut denenen, mut reddedilen) = (0, 0);
    let mut hatalar = Vec::new();
    let klasor = std::env::temp_dir();
    let uzun = "a".repeat(300);
    let yolsuz = klasor.join("yok-boyle-bir-klasor").join("a.svg");
    let svgler = ["", klasor.to_str().unwrap_or("/"), &uzun, yolsuz.to_str().unwrap_or("")];
    for p in Program::HEPSI {
        let kim = format!("{} {}", D::AD, p.ad());
        let mut durumlar: Vec<(String, String)> = Vec::new();
        for t in tanimlar::<D>(p).into_iter().filter(|t| t.deger_adi().is_some()) {
            for _ in 0..her_bayrak {
                durumlar.push((format!("--{}", t.bayrak()), bozuk_deger(&mut g, t, ornekler)));
            }
        }
        if p == Program::Olc {
            durumlar.extend(svgler.iter().map(|s| ("--svg".to_string(), s.to_string())));
        }
        for (bayrak, deger) in durumlar {
            denenen += 1;
            let c = kos::<D>(p, &[&bayrak, &deger]);
            if c.kod == 0 && bayrak != "--svg" {
                continue;
            }
            reddedilen += 1;
            if let Err(e) = ret_iletisi(&kim, &bayrak, &deger, &c) {
                hatalar.push(e);
            }
        }
    }
    assert!(hatalar.is_empty(), "{} ret kurala uymadı:\n{}", hatalar.len(), hatalar.join("\n"));
    (denenen, reddedilen)
}

/// Accepted values of option `t` at the edges of its range, as a user would type them: a whole
/// number's bounds and their neighbours inside; a decimal's bounds, the doubles next to them,
/// and tiny values (the smallest double, `1e-300`, `1e-9`) where the range starts at 0; a list's
/// single values and one list of all of them; each name of a choice.
pub fn kenar_degerleri(t: &dyn Tanim) -> Vec<String> {
    let mut v: Vec<String> = match t.girdi() {
        Girdi::Tam(_, a) => [a.alt, a.alt.saturating_add(1), a.ust.saturating_sub(1), a.ust]
            .into_iter()
            .filter(|x| a.icerir(*x))
            .map(|x| x.to_string())
            .collect(),
        Girdi::Sayi(_, a) | Girdi::Liste(_, a) => {
            // the doubles next to the bounds (both are >= 0: one step of the bit pattern)
            let (alt_ustu, ust_alti) =
                (f64::from_bits(a.alt.to_bits() + 1), f64::from_bits(a.ust.to_bits() - 1));
            let mut x = vec![a.alt, alt_ustu, ust_alti, a.ust];
            if a.alt == 0.0 {
                x.extend([5e-324, 1e-300, 1e-9]);
            }
            x.retain(|x| a.icerir(*x));
            let mut v: Vec<String> = x.iter().map(|&x| cikti::bicim::sayi(x)).collect();
            if let Girdi::Liste(..) = t.girdi() {
                v.push(v.join(","));
            }
            v
        }
        Girdi::Ad(_, adlar) => adlar.iter().map(|a| a.to_string()).collect(),
        Girdi::Metin(_, ornekler) => ornekler.iter().map(|o| o.to_string()).collect(),
        Girdi::Anahtar => Vec::new(),
    };
    v.dedup();
    v
}

/// The two ends of option `t`'s range, as typed; `None` for a switch or a choice.
fn uclar(t: &dyn Tanim) -> Option<[String; 2]> {
    match t.girdi() {
        Girdi::Tam(_, a) => Some([a.alt.to_string(), a.ust.to_string()]),
        Girdi::Sayi(_, a) | Girdi::Liste(_, a) => {
            Some([cikti::bicim::sayi(a.alt), cikti::bicim::sayi(a.ust)])
        }
        Girdi::Ad(..) | Girdi::Anahtar | Girdi::Metin(..) => None,
    }
}

/// Keys whose `null` is a value, not a number JSON could not hold: the message to nobody
/// (`kime`), the column with every service subscribed (`eksikAbone`), the lesson's own fault
/// schedule (`ariza` not given).
const BOS_OLABILIR: [&str; 3] = [".kime", ".eksikAbone", ".ariza"];

/// What is wrong with a JSON result, if anything: a `null` (a NaN that JSON cannot hold) outside
/// the keys where null is a value (`kime`, `eksikAbone`), or a negative number (every figure the programs print is a
/// count, a rate or a share).
pub fn json_kusuru(v: &serde_json::Value, yol: &str) -> Option<String> {
    use serde_json::Value;
    match v {
        Value::Null if !BOS_OLABILIR.iter().any(|k| yol.ends_with(k)) => {
            Some(format!("{yol}: null"))
        }
        Value::Number(n) if n.as_f64().is_some_and(|x| x < 0.0) => Some(format!("{yol}: {n}")),
        Value::Array(a) => {
            a.iter().enumerate().find_map(|(i, x)| json_kusuru(x, &format!("{yol}[{i}]")))
        }
        Value::Object(m) => m.iter().find_map(|(k, x)| json_kusuru(x, &format!("{yol}.{k}"))),
        _ => None,
    }
}

/// Runs `p` on `args` (split at spaces) and checks the outcome: exit code `kod`, standard output
/// starting with `cikti` (empty exactly when `cikti` is), the first line of standard error
/// equal to `hata` (empty for none).
pub fn cagri<D: Programlar>(p: Program, args: &str, kod: u8, cikti: &str, hata: &str) {
    let a: Vec<&str> = args.split(' ').collect();
    let s = kos::<D>(p, &a);
    let ad = format!("{} {} {args}", D::AD, p.ad());
    assert_eq!(s.kod, kod, "{ad}: {}", s.hata);
    assert!(s.cikti.starts_with(cikti), "{ad}: {}", s.cikti);
    assert_eq!(s.cikti.is_empty(), cikti.is_empty(), "{ad}: {}", s.cikti);
    assert_eq!(s.hata.lines().next().unwrap_or(""), hata, "{ad}");
}

/// An invocation and what it must give: the program, its arguments (separated by spaces), the
/// exit code, the start of standard output (empty: nothing at all) and the first line of
/// standard error.
pub type Cagri = (Program, &'static str, u8, &'static str, &'static str);

/// Runs every invocation of `cagrilar` ([`cagri`]) and fails naming each one that did not give
/// what it must.
pub fn cagrilar<D: Programlar>(cagrilar: &[Cagri]) {
    let bozuk: Vec<String> = cagrilar
        .iter()
        .filter_map(|&(p, args, kod, cikti, hata)| {
            let sonuc = std::panic::catch_unwind(|| cagri::<D>(p, args, kod, cikti, hata));
            sonuc.err().map(|e| {
                let neden = e.downcast_ref::<String>().cloned().unwrap_or_default();
                format!("{} {args}: {neden}", p.ad())
            })
        })
        .collect();
    assert!(bozuk.is_empty(), "{} çağrı tutmadı:\n{}", bozuk.len(), bozuk.join("\n"));
}

/// What a sweep of the accepted edges found ([`kenarlari_tarar`]).
#[derive(Debug, Default)]
pub struct KenarTaramasi {
    /// Option sets run.
    pub denenen: usize,
    /// Option sets a program's own rule refused, with its message.
    pub reddedilen: Vec<String>,
    /// What went wrong: the program, the flags and the fault.
    pub kusurlar: Vec<String>,
}

/// Runs both programs of `D` on every accepted edge value of every numeric option
/// ([`kenar_degerleri`]), alone and in pairs at their extremes (each pair's four corners), `olc`
/// also with `--iz`, and checks every output: plain text, Markdown and JSON. An option set
/// passes when the program answers with no `NaN`, `Infinity`, `null` or negative number, no
/// plain-table cell that runs into its neighbour, and nothing `imkansiz` (the lesson's own
/// test for a figure that contradicts its definition) objects to; or when one of the
/// program's rules refuses it with a message.
pub fn kenarlari_tarar<D: Programlar>(
    imkansiz: fn(Program, &serde_json::Value) -> Option<String>,
) -> KenarTaramasi {
    use cikti::Cikti;
    use ders::ProgramHatasi;
    use ders::secenek::{Deger, Degerler, IZ};
    use program::calistirma::hesapla;

    let mut t = KenarTaramasi::default();
    for p in Program::HEPSI {
        let tanimlar = tanimlar::<D>(p);
        let mut kumeler: Vec<Vec<(&dyn Tanim, String)>> = Vec::new();
        for &a in &tanimlar {
            kumeler.extend(kenar_degerleri(a).into_iter().map(|v| vec![(a, v)]));
        }
        for (i, &a) in tanimlar.iter().enumerate() {
            for &b in &tanimlar[i + 1..] {
                let (Some(ua), Some(ub)) = (uclar(a), uclar(b)) else { continue };
                for x in &ua {
                    for y in &ub {
                        kumeler.push(vec![(a, x.clone()), (b, y.clone())]);
                    }
                }
            }
        }
        for kume in kumeler {
            let bayraklar: Vec<String> =
                kume.iter().map(|(t, v)| format!("--{} {v}", t.bayrak())).collect();
            let mut d = Degerler::varsayilan(&tanimlar);
            for (secenek, v) in &kume {
                match secenek.ayristir(v) {
                    Ok(deger) => d = d.ile(*secenek, deger),
                    Err(e) => t.kusurlar.push(format!("{bayraklar:?}: kabul edilmedi: {e}")),
                }
            }
            let izli = p == Program::Olc && kume.len() == 1;
            let turler: &[bool] = if izli { &[false, true] } else { &[false] };
            for &iz in turler {
                let d = if iz { d.clone().ile(&IZ, Deger::Acik(true)) } else { d.clone() };
                let ad = format!(
                    "{} {} {}{}",
                    D::AD,
                    p.ad(),
                    bayraklar.join(" "),
                    if iz { " --iz" } else { "" }
                );
                t.denenen += 1;
                let sonuc = match hesapla::<D>(p, &d) {
                    Ok(s) => s,
                    Err(ProgramHatasi::Kural(m) | ProgramHatasi::Bayraklar(_, m)) => {
                        t.reddedilen.push(format!("{ad}: {m}"));
                        continue;
                    }
                    Err(ProgramHatasi::Model(e)) => {
                        t.kusurlar.push(format!("{ad}: model reddetti: {e}"));
                        continue;
                    }
                };
                let r = sonuc.rapor();
                let json = serde_json::to_value(&sonuc).unwrap_or_default();
                for (bicim, metin) in
                    [("duz", r.duz()), ("markdown", r.markdown()), ("json", json.to_string())]
                {
                    if let Some(k) = ["NaN", "Infinity"].iter().find(|k| metin.contains(**k)) {
                        t.kusurlar.push(format!("{ad} ({bicim}): {k}"));
                    }
                }
                let kusur = json_kusuru(&json, "")
                    .or_else(|| if iz { None } else { imkansiz(p, &json) })
                    .or_else(|| {
                        r.tablolar().iter().enumerate().find_map(|(i, tablo)| {
                            tablo.bitisik().map(|(s, h)| {
                                format!("tablo {i}, satır {s}, sütun {h}: hücreler bitişik")
                            })
                        })
                    });
                if let Some(k) = kusur {
                    t.kusurlar.push(format!("{ad}: {k}"));
                }
            }
        }
    }
    t
}

/// What clap would have said in English: none of it may reach a reader.
const INGILIZCE: [&str; 8] = [
    "error:",
    "Usage:",
    "For more information",
    "tip:",
    "[OPTIONS]",
    "unexpected",
    "found",
    "Print help",
];

/// Provokes every kind of usage error the programs of `D` can raise (unknown flag, a near miss
/// with its suggestion, a stray argument, a missing value, a bad value, a value that is not
/// UTF-8, conflicting flags, a flag given twice, a value for a switch) and checks each message:
/// exit code 2, nothing on standard output, Turkish only (`INGILIZCE` absent), naming the
/// program and ending with the usage line and the hint to `--help`. Returns how many it tried.
#[cfg(unix)]
pub fn hatalar_turkce<D: Programlar>() -> usize {
    use std::ffi::OsString;
    use std::os::unix::ffi::OsStringExt;
    let mut sayi = 0;
    for p in Program::HEPSI {
        let ilk = tanimlar::<D>(p)
            .into_iter()
            .find(|t| t.deger_adi().is_some())
            .expect("every program has an option with a value");
        let f = format!("--{}", ilk.bayrak());
        let metin = |a: &[&str]| a.iter().map(OsString::from).collect::<Vec<_>>();
        let v = ilk.varsayilan().to_string();
        // each invocation with what its message must name
        let mut cagrilar: Vec<(Vec<OsString>, String)> = vec![
            (metin(&["--bilinmeyen"]), "'--bilinmeyen'".into()),
            (metin(&[&format!("{f}x"), "1"]), format!("şunu mu demek istediniz: {f}")),
            (metin(&["fazla"]), "'fazla'".into()),
            (metin(&[&f]), format!("{f} <")),
            (metin(&[&f, "yok"]), format!("{f} 'yok': ")),
            (metin(&["--json", "--markdown"]), "--json ile --markdown".into()),
            (metin(&[&f, &v, &f, &v]), format!("{f} bir kez")),
            (metin(&["--json=evet"]), "--json değer almaz".into()),
            (
                metin(&[&format!("{f}={}", "9".repeat(100_000))]),
                format!("{f} '{}...': ", "9".repeat(40)),
            ),
        ];
        cagrilar.push((
            vec![OsString::from(&f), OsString::from_vec(vec![b'a', 0xff])],
            format!("{f} 'a\u{fffd}': UTF-8 olmayan bir değer"),
        ));
        cagrilar.push((vec![OsString::from_vec(vec![0xff, 0xfe])], "tanınmayan argüman".into()));
        for (args, adlandirir) in cagrilar {
            sayi += 1;
            let (mut cikti, mut hata) = (Vec::new(), Vec::new());
            let tum = std::iter::once(OsString::from(p.ad())).chain(args.clone()).collect();
            let kod = program::komut::calistir::<D>(p, tum, &mut cikti, &mut hata);
            let hata = String::from_utf8_lossy(&hata).into_owned();
            let satirlar: Vec<&str> = hata.lines().collect();
            let kim = format!("{} {}: ", D::AD, p.ad());
            assert!(
                kod == 2
                    && cikti.is_empty()
                    && satirlar.len() == 3
                    && satirlar[0].starts_with(&kim)
                    && satirlar[0].contains(&adlandirir)
                    && satirlar[0].len() < 200
                    && satirlar[1] == format!("Kullanım: {} [SEÇENEKLER]", p.ad())
                    && satirlar[2] == format!("Ayrıntılar için: {} --help", p.ad())
                    && !INGILIZCE.iter().any(|i| hata.contains(i)),
                "{} {} {args:?}: kod {kod}, stderr:\n{hata}",
                D::AD,
                p.ad()
            );
        }
    }
    sayi
}

/// Runs the built program `yol` (`kim`: lesson and program, `lider olc`) where its output
/// cannot be written and checks that it says so: standard output closed (`>&-`) or a full disk
/// (`> /dev/full`), for the tables, the help and the version, each exits 1 with one line on
/// standard error.
#[cfg(unix)]
pub fn yazma_hatalari(kim: &str, yol: &std::path::Path) {
    use std::process::Command;
    for (arg, ne) in [("", "çıktı"), ("--help", "yardım"), ("--version", "sürüm")] {
        for (yonlendirme, neden) in
            [(">&-", "standart çıktı kapalı"), ("> /dev/full", "diskte yer yok")]
        {
            let betik = format!("\"$0\" {arg} {yonlendirme}");
            let c = Command::new("sh").arg("-c").arg(&betik).arg(yol).output().expect("sh runs");
            let hata = String::from_utf8_lossy(&c.stderr);
            assert_eq!(
                (c.status.code(), hata.as_ref()),
                (Some(1), format!("{kim}: {ne} yazılamadı: {neden}\n").as_str()),
                "{kim} {arg} {yonlendirme}"
            );
        }
    }
}

/// Runs the built program `yol` on `args`, whose output must be longer than a pipe holds, reads
/// one line and closes the pipe (`| head -1`): the program must end at once with 0 and nothing
/// on standard error.
#[cfg(unix)]
pub fn erken_kapanan_okuyan(yol: &std::path::Path, args: &[&str]) {
    use std::io::{BufRead, BufReader, Read};
    use std::process::{Command, Stdio};
    let mut cocuk = Command::new(yol)
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the program starts");
    let mut okuyan = BufReader::new(cocuk.stdout.take().expect("piped"));
    let mut satir = String::new();
    okuyan.read_line(&mut satir).expect("one line");
    let mut kalan = vec![0; 1 << 16];
    let okunan = okuyan.read(&mut kalan).expect("more output");
    assert!(okunan > 0, "{yol:?} {args:?}: the output must be longer than one line");
    drop(okuyan);
    let c = cocuk.wait_with_output().expect("the program ends");
    assert_eq!(
        (c.status.code(), c.stderr.as_slice()),
        (Some(0), &b""[..]),
        "{yol:?} {args:?} | head -1"
    );
}

/// Checks both programs' command line against the option declarations: the help states every
/// option, every kind of usage error is told in Turkish, and every bad invocation the
/// declarations imply is refused. Panics naming what failed; returns how many bad invocations
/// were tried.
pub fn komut_satirini_dene<D: Programlar>() -> usize {
    yardim_her_secenegi_anlatir::<D>();
    #[cfg(unix)]
    hatalar_turkce::<D>();
    turkce_harflerle_yazar::<D>();
    kotu_girdiyi_reddeder::<D>()
}

/// Turkish words as a keyboard without Turkish letters types them (`gecersiz` for
/// `geçersiz`): none may appear in what the programs write for people. A short list we keep;
/// each word here is wrong in every sense, so a hit is always a mistake.
pub const HARFSIZ: &[&str] = &[
    "gecersiz",
    "deger",
    "degil",
    "icin",
    "olmali",
    "sayi",
    "dugum",
    "dugumler",
    "secenek",
    "secenekler",
    "kullanim",
    "ayrintilar",
    "tanimsiz",
    "kosum",
    "kosumu",
    "kosumda",
    "adim",
    "adimi",
    "basladi",
    "baslatildi",
    "kaydi",
    "kayit",
    "yurutuldu",
    "ulasilamaz",
    "devraldi",
    "kacti",
    "gonderilmez",
    "yazilamadi",
    "arguman",
    "taninmayan",
    "anlasilmadi",
    "bos",
    "virgulle",
    "ayrilmis",
    "ornek",
    "varsayilan",
    "sinir",
    "siniri",
    "butce",
    "ozellik",
    "kesfedilen",
    "dogru",
    "yanlis",
    "ayni",
    "cift",
    "asili",
    "kayip",
    "goster",
    "gosterir",
    "yardimi",
    "surumu",
    "cikti",
    "ciktiya",
    "sirasi",
    "hic",
    "yalniz",
    "uretir",
];

/// The words of [`HARFSIZ`] in `metin`, a program's help or message, outside what stays in
/// ASCII: flags (`--ariza`), code spans, quoted input (`'S3:fatura=kayip'`), schedules in their
/// notation, names in capitals, the claims' snake-case names and the JSON keys that close the
/// help.
pub fn harfsiz_kelimeler(metin: &str) -> Vec<String> {
    let govde = metin.split("JSON anahtarları").next().unwrap_or_default();
    let mut bulunan = Vec::new();
    for satir in govde.lines() {
        let mut temiz = String::new();
        let mut parcalar = satir.split(['`', '\'']);
        while let Some(dis) = parcalar.next() {
            temiz.push_str(dis);
            temiz.push(' ');
            parcalar.next();
        }
        // flags, schedules in their notation (`S3:tarife=kayip`) and the claims' names
        // (`yalniz_telafi_edilmeyen_yazma_kalir`) stay as typed
        let notasyon = |k: &str| {
            k.trim_end_matches([':', ';', ',', ')', '.']).contains([':', '=']) || k.contains('_')
        };
        for kelime in temiz.split_whitespace().filter(|k| !k.starts_with('-') && !notasyon(k)) {
            // a word in capitals is a value's name (`İŞ:ADIM`), where I reads as ı or i
            let kelimeler = kelime.split(|c: char| !c.is_alphabetic());
            for w in kelimeler.filter(|w| !w.is_empty() && w.chars().any(char::is_lowercase)) {
                let w = w.to_lowercase();
                if HARFSIZ.contains(&w.as_str()) && !bulunan.contains(&w) {
                    bulunan.push(w);
                }
            }
        }
    }
    bulunan
}

/// Checks that both programs of `D` write Turkish with its letters: the help, `olc`'s story
/// (`--iz`) and the message of every invocation [`kotu_girdiler`] lists hold no word of
/// [`HARFSIZ`]. The published tables are not read: they stay as the lesson prints them.
pub fn turkce_harflerle_yazar<D: Programlar>() {
    let mut bozuk = Vec::new();
    let mut bak = |ne: String, metin: &str| {
        let w = harfsiz_kelimeler(metin);
        if !w.is_empty() {
            bozuk.push(format!("{ne}: {}", w.join(", ")));
        }
    };
    for p in Program::HEPSI {
        bak(format!("{} --help", p.ad()), &kos::<D>(p, &["--help"]).cikti);
        for (args, _) in kotu_girdiler::<D>(p) {
            let a: Vec<&str> = args.split(' ').collect();
            bak(format!("{} {args}", p.ad()), &kos::<D>(p, &a).hata);
        }
    }
    bak("olc --iz".into(), &kos::<D>(Program::Olc, &["--iz"]).cikti);
    assert!(
        bozuk.is_empty(),
        "{}: Türkçe harfsiz yazılmış kelimeler:\n{}",
        D::AD,
        bozuk.join("\n")
    );
}

/// Program `p`'s standard output on `args`, which must succeed: exit 0, nothing on standard
/// error.
pub fn cikti<D: Programlar>(p: Program, args: &[&str]) -> String {
    let s = kos::<D>(p, args);
    assert_eq!((s.kod, s.hata.as_str()), (0, ""), "{} {} {args:?}", D::AD, p.ad());
    s.cikti
}

/// What `hesap` computes for the lesson's own scenario and K01's own figures.
pub fn dersin_hesabi<D: Programlar>() -> D::Hesap {
    let (taban, k01) = (ders::dersin_tabani::<D>(), ders::varsayimlar::<D>());
    <D::Hesap as ders::HesapSonucu<D>>::hesapla(&taban, &k01).expect("the lesson's own hesap")
}

/// Checks the lesson's first picture on its own scenario: it is named `ad` and its SVG holds
/// every text of `icinde`.
pub fn ilk_resim<D: Programlar>(ad: &str, icinde: &[&str]) {
    let r = D::resimler(&ders::dersin_tabani::<D>()).expect("the lesson's own scenario");
    let (ad_, svg) = r.first().unwrap_or_else(|| panic!("{} draws no picture", D::AD));
    assert_eq!(*ad_, ad, "{}", D::AD);
    for metin in icinde {
        assert!(svg.contains(metin), "{}: {ad} has no {metin:?}", D::AD);
    }
}

/// Runs both programs of lesson `D` on each argument list of `durumlar` and checks that each
/// refuses it as the command line must: exit code 2, nothing on standard output, and
/// `<lesson> <program>: <its message>` as the first line of standard error.
pub fn iki_program_reddeder<D: Programlar>(durumlar: &[(Vec<&str>, String)]) {
    let mut bozuk = Vec::new();
    for (args, mesaj) in durumlar {
        for p in [Program::Olc, Program::Hesap] {
            let s = kos::<D>(p, args);
            let ilk = s.hata.lines().next().unwrap_or("");
            if s.kod != 2 || !s.cikti.is_empty() || ilk != format!("{} {}: {mesaj}", D::AD, p.ad())
            {
                let (kod, cikti) = (s.kod, &s.cikti);
                bozuk
                    .push(format!("{} {args:?}: kod {kod}, çıktı {cikti:?}, hata {ilk:?}", p.ad()));
            }
        }
    }
    let n = durumlar.len() * 2;
    assert!(bozuk.is_empty(), "{}: {} of {n}:\n{}", D::AD, bozuk.len(), bozuk.join("\n"));
}

/// Each spelling of `yazimlar` (as written, as printed) reads as schedule type `T` and prints
/// as its printed form.
pub fn tek_bicime_iner<T: FromStr<Err = String> + Display>(yazimlar: &[(&str, &str)]) {
    for &(yazilan, basilan) in yazimlar {
        let okunan = yazilan.parse::<T>().map(|t| t.to_string());
        assert_eq!(okunan, Ok(basilan.to_string()), "{yazilan}");
    }
}

/// Schedule `yazilan` read as type `T`, after checking that its printed form reads back as the
/// same schedule and prints the same; the reader's refusal if it does not read.
pub fn kendini_okur<T>(yazilan: &str) -> Result<T, String>
where
    T: FromStr<Err = String> + Display + PartialEq + Debug,
{
    let t = yazilan.parse::<T>()?;
    let basilan = t.to_string();
    let tekrar = basilan.parse::<T>().unwrap_or_else(|m| panic!("{basilan}: {m}"));
    assert_eq!(t, tekrar, "{yazilan} -> {basilan}");
    assert_eq!(tekrar.to_string(), basilan);
    Ok(t)
}

/// Checks that each line `i` of a story (`olc --iz`, by the lesson's `iz::anlat`) holds its
/// part, for each `(i, part)` of `beklenen`.
pub fn satirlarda(satirlar: &[String], beklenen: &[(usize, &str)]) {
    for &(i, parca) in beklenen {
        let satir = satirlar.get(i).map_or("", String::as_str);
        assert!(satir.contains(parca), "satır {i}: {parca:?} yok: {satir}");
    }
}

/// The counts of a text table's row `olcu` (the line that starts with it), left to right.
pub fn satir(cikti: &str, olcu: &str) -> Vec<u32> {
    let s = cikti.lines().find(|s| s.starts_with(olcu)).unwrap_or_else(|| panic!("{olcu} yok"));
    s[olcu.len()..].split_whitespace().map(|x| x.parse().expect("a count")).collect()
}

/// A small deterministic generator (64-bit LCG) for generated test inputs: the same sequence on
/// every run, from its seed.
pub struct Lcg(pub u64);

impl Lcg {
    /// The next number in `0..n`.
    pub fn sonraki(&mut self, n: u32) -> u32 {
        self.0 =
            self.0.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % u64::from(n)) as u32
    }
}

/// One single change of a schedule as a test builds it from the notation, independently of the
/// lesson's search: the cell (by the timeline's key), the value it is set to (as `olc` names
/// it), and the whole edited schedule written out.
pub type TekDegisiklik = (String, &'static str, String);

/// `olc --json` with `args`, read; fails the test with `olc`'s message if it refuses them.
fn olc_json<D: Programlar>(args: &[&str]) -> serde_json::Value {
    let c = kos::<D>(Program::Olc, &[args, &["--json"]].concat());
    assert_eq!(c.kod, 0, "{} olc {}: {}", D::AD, args.join(" "), c.hata);
    serde_json::from_str(&c.cikti).expect("olc --json writes JSON")
}

/// Each claim's verdict per column, as `olc --json` gives them.
fn durumlar(j: &serde_json::Value) -> Vec<Vec<String>> {
    let sutunlar = j["ozellikler"]["sutunlar"].as_array().expect("the claims' columns");
    let durum = |o: &serde_json::Value| o["durum"].as_str().expect("a verdict").to_string();
    sutunlar
        .iter()
        .map(|s| s["ozellikler"].as_array().expect("the claims").iter().map(durum).collect())
        .collect()
}

/// Checks the single changes `olc` finds on `args` against an independent replay: each change
/// of `degisiklikler` (every one the notation allows, built by the test) runs through `olc
/// --json` with the schedule it writes (`--ariza`, the flags a schedule replaces dropped), and
/// per column and claim the changes whose verdict is not the base run's must be exactly the set
/// `olc` lists, by cell and value. `olc`'s list must be ordered by point, and its first
/// change's own command must flip the verdict. Returns how many changes were replayed.
pub fn tek_degisiklikleri_dene<D: Programlar>(
    args: &[&str],
    degisiklikler: &[TekDegisiklik],
) -> usize {
    let taban = olc_json::<D>(args);
    let kapsam = &taban["ozellikler"]["tekDegisiklik"];
    assert_eq!(kapsam["arandi"], true, "{} olc {}: not searched: {kapsam}", D::AD, args.join(" "));
    let hukum = durumlar(&taban);
    // the flags of an edited run: the schedule and what it replaces dropped
    let dusen: Vec<String> =
        ders::arizayla_dusenler::<D>().iter().map(|t| format!("--{}", t.bayrak())).collect();
    let mut kalan: Vec<&str> = Vec::new();
    let mut i = 0;
    while i < args.len() {
        if dusen.iter().any(|d| d == args[i]) {
            i += 2;
            continue;
        }
        kalan.push(args[i]);
        i += 1;
    }
    let mut beklenen: Vec<Vec<Vec<(String, &str)>>> =
        hukum.iter().map(|s| vec![Vec::new(); s.len()]).collect();
    for (hucre, deger, ariza) in degisiklikler {
        let yeni = durumlar(&olc_json::<D>(&[&kalan[..], &["--ariza", ariza]].concat()));
        for (i, sutun) in hukum.iter().enumerate() {
            for (j, d) in sutun.iter().enumerate() {
                if yeni[i][j] != *d {
                    beklenen[i][j].push((hucre.clone(), *deger));
                }
            }
        }
    }
    for (i, sutun) in
        taban["ozellikler"]["sutunlar"].as_array().expect("columns").iter().enumerate()
    {
        for (j, o) in sutun["ozellikler"].as_array().expect("claims").iter().enumerate() {
            let liste = o["cevirenler"].as_array().expect("searched");
            let mut bulunan: Vec<(String, &str)> = liste
                .iter()
                .map(|c| {
                    let deger =
                        degisiklikler.iter().find(|d| d.1 == c["deger"]).map_or("?", |d| d.1);
                    (c["hucre"].as_str().expect("a cell").to_string(), deger)
                })
                .collect();
            let noktalar: Vec<Vec<u64>> = liste
                .iter()
                .map(|c| {
                    let n = c["nokta"]["nokta"].as_array().cloned().unwrap_or_default();
                    n.iter().map(|x| x.as_u64().unwrap_or(u64::MAX)).collect()
                })
                .collect();
            assert!(
                noktalar.windows(2).all(|w| w[0] <= w[1]),
                "{} olc {}: {} / {}: not ordered by point: {noktalar:?}",
                D::AD,
                args.join(" "),
                sutun["sutun"],
                o["ad"]
            );
            let mut b = beklenen[i][j].clone();
            b.sort();
            bulunan.sort();
            assert_eq!(
                bulunan,
                b,
                "{} olc {}: {} / {}: olc's single changes (left) against the replay's (right)",
                D::AD,
                args.join(" "),
                sutun["sutun"],
                o["ad"]
            );
            if let Some(ilk) = liste.first() {
                let ariza = ilk["ariza"].as_str().expect("a schedule");
                let yeni = durumlar(&olc_json::<D>(&[&kalan[..], &["--ariza", ariza]].concat()));
                assert_ne!(yeni[i][j], hukum[i][j], "{}: {ariza} does not flip {}", D::AD, o["ad"]);
            }
        }
    }
    degisiklikler.len()
}
pub mod en_az;
