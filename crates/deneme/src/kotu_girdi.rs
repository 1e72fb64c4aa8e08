//! Bad input derived from the option declarations: each option's bad values, random ones,
//! and the refusal each must get, with the calls a test lists by hand.

use crate::calistirma::Lcg;
use crate::kenar::kenar_degerleri;
use ders::secenek::{Girdi, LISTE_UST, Tanim};
use ders::{Program, Programlar, tanimlar};
use program::komut::kos;

/// Runs `p` on `args` (split at spaces) and checks it refuses them as every program must: exit
/// code 2, nothing on standard output, a message on standard error naming `bayrak`; and that
/// a command the message suggests runs as written ([`oneri_calisir`]).
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
    oneri_calisir::<D>(&s.hata).map_err(|e| format!("{} {} {args}: {e}", D::AD, p.ad()))
}

/// Where a refusal `hata` suggests a command of lesson `D` (`cargo run -p lider --bin olc --
/// ...`, to the line's end), that the command runs as written: exit code 0. `Ok` with none.
pub fn oneri_calisir<D: Programlar>(hata: &str) -> Result<(), String> {
    let Some(i) = hata.find("cargo run -p ") else { return Ok(()) };
    let komut = hata[i..].lines().next().unwrap_or_default();
    let kelimeler = shlex::split(komut).ok_or_else(|| format!("öneri okunmadı: {komut}"))?;
    let sonraki = |bayrak: &str| {
        let j = kelimeler.iter().position(|k| k == bayrak)?;
        kelimeler.get(j + 1).map(String::as_str)
    };
    if sonraki("-p") != Some(D::AD) {
        return Err(format!("öneri başka bir dersin: {komut}"));
    }
    let p = Program::HEPSI.into_iter().find(|p| Some(p.ad()) == sonraki("--bin"));
    let p = p.ok_or_else(|| format!("önerinin programı yok: {komut}"))?;
    let args: Vec<&str> = match kelimeler.iter().position(|k| k == "--") {
        Some(j) => kelimeler[j + 1..].iter().map(String::as_str).collect(),
        None => Vec::new(),
    };
    // a picture the suggestion writes goes where a test leaves its files
    let resim = std::env::temp_dir().join("deneme-oneri.svg").display().to_string();
    let args: Vec<&str> =
        args.iter().map(|&a| if a.ends_with(".svg") { resim.as_str() } else { a }).collect();
    let s = kos::<D>(p, &args);
    if s.kod != 0 {
        return Err(format!("önerilen komut çalışmadı ({}): {komut}: {}", s.kod, s.hata));
    }
    Ok(())
}

/// Values option `t` must refuse, read off its declaration: outside the range on each side,
/// not a number, not finite, empty, a list where one value is taken, a name not in the list;
/// and each again as a reader mistypes it (`yazim_bozuklari`): leading zeros, `+` signs,
/// capitals, Turkish letters, a value repeated in a list.
pub fn kotu_degerler(t: &dyn Tanim) -> Vec<String> {
    if matches!(t.girdi(), Girdi::Anahtar) {
        return Vec::new();
    }
    let mut v = temel_kotu_degerler(t);
    let ek = yazim_bozuklari(t, &v);
    v.extend(ek);
    let mut gorulen = std::collections::HashSet::new();
    v.retain(|d| gorulen.insert(d.clone()));
    v
}

/// Classes a hostile reader types, from option `t`'s declaration and its plain bad values
/// `temel`: each number out of range with leading zeros and with a `+`; words in capitals and
/// with Turkish letters; the default repeated as a list; signs doubled.
fn yazim_bozuklari(t: &dyn Tanim, temel: &[String]) -> Vec<String> {
    let varsayilan = t.varsayilan().to_string();
    let mut v = Vec::new();
    for d in temel.iter().filter(|d| !d.is_empty()) {
        if d.starts_with(|c: char| c.is_ascii_digit()) {
            v.extend([format!("0{d}"), format!("00{d}"), format!("+{d}")]);
        }
        if d.chars().any(|c| c.is_ascii_lowercase()) {
            v.push(d.to_uppercase());
            v.push(d.replace('i', "ı").replace('s', "ş").replace('o', "ö"));
        }
    }
    if !matches!(t.girdi(), Girdi::Liste(..) | Girdi::Metin(..)) {
        v.push(format!("{varsayilan},{varsayilan}"));
    }
    // signs, other scripts' digits, look-alike letters, quotes and escapes
    v.extend(
        [
            "++1", "+-1", "-+1", "--1", "0x10", "1_000", "٣", "½", "İ", "ş", "-", "=", "'", "\"",
            "%20", "\\", "🙂", "1e", ".", "..", "ǅ", "ﬁ", "Ⅳ", "١٢",
        ]
        .map(String::from),
    );
    v
}

/// [`kotu_degerler`]'s plain classes.
fn temel_kotu_degerler(t: &dyn Tanim) -> Vec<String> {
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
        // (a name in capitals reads as the name)
        Girdi::Ad(_, adlar) => {
            let eksik = |a: &&str| {
                let mut harfler: Vec<char> = a.chars().collect();
                harfler.pop();
                harfler.into_iter().collect::<String>().to_uppercase()
            };
            let eksik = adlar.first().map(eksik).unwrap_or_default();
            vec!["yok-boyle".into(), eksik, "x".into()]
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

/// Checks that both programs of `D` refuse every invocation of [`kotu_girdiler`]; panics
/// listing each one that was not refused properly. Returns how many were tried.
pub fn kotu_girdiyi_reddeder<D: Programlar>() -> usize {
    let mut hatalar = Vec::new();
    let mut sayi = 0;
    for p in Program::HEPSI {
        // at least 30 bad values of every flag that takes one
        for t in tanimlar::<D>(p).into_iter().filter(|t| t.deger_adi().is_some()) {
            let n = kotu_degerler(t).len();
            if n < 30 {
                hatalar.push(format!("{} {} --{}: {n} kötü değer", D::AD, p.ad(), t.bayrak()));
            }
        }
        for (args, bayrak) in kotu_girdiler::<D>(p) {
            sayi += 1;
            if let Err(e) = reddet::<D>(p, &args, &bayrak) {
                hatalar.push(e);
                continue;
            }
            // a value is quoted once, as typed (a short one that a message can show whole)
            let deger = args.strip_prefix(&format!("{bayrak}=")).filter(|d| {
                !d.is_empty() && d.chars().count() <= 40 && !d.chars().any(char::is_control)
            });
            if let Some(d) = deger {
                let hata = kos::<D>(p, &[args.as_str()]).hata;
                let kez = hata.matches(&format!("'{d}'")).count();
                if kez != 1 {
                    hatalar.push(format!("{} {} {args}: '{d}' {kez} kez: {hata}", D::AD, p.ad()));
                }
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

/// Checks that both programs of lesson `D` refuse each value of `durumlar` given to option
/// `--<bayrak>` ([`iki_program_reddeder`]) with `--<bayrak> '<the value as messages quote it>':
/// <its reason>`, and the option given twice (with `iki_kez`, two values it accepts).
pub fn degerleri_reddeder<D: Programlar>(
    bayrak: &str,
    iki_kez: [&str; 2],
    durumlar: &[(&str, String)],
) {
    let f: &str = &format!("--{bayrak}");
    let mut args: Vec<(Vec<&str>, String)> = durumlar
        .iter()
        .map(|(deger, neden)| {
            (vec![f, *deger], format!("{f} '{}': {neden}", ders::secenek::kisalt(deger)))
        })
        .collect();
    let [a, b] = iki_kez;
    args.push((vec![f, a, f, b], format!("{f} bir kez verilebilir")));
    iki_program_reddeder::<D>(&args);
}
