//! Test helpers every lesson's tests share: the invariants over the test grid, and (feature
//! `cli`) the command line's refusals, derived from the option declarations so that each new
//! option is tested without a new line of test.

use crate::Ders;
#[cfg(feature = "cli")]
use crate::Program;
use crate::degismez::{Boy, tara};
#[cfg(feature = "cli")]
use crate::program::kos;
#[cfg(feature = "cli")]
use crate::secenek::{Girdi, LISTE_UST, Tanim};
#[cfg(feature = "cli")]
use crate::tanimlar;

/// Checks `D`'s invariants over its test grid ([`Boy::Kucuk`]): each one speaks
/// about some option set, and exactly the documented findings fail, each with the smallest
/// counterexample and reason given in `bulgular` (invariant, options, reason). Returns how many
/// option sets the grid holds.
pub fn degismezler_bulgular_disinda_tutar<D: Ders>(bulgular: &[(&str, D::Secenek, &str)]) -> usize {
    let k = D::KESIF;
    let kos = |s: &D::Secenek| D::kosum(s).expect("grids lie inside the model's domain");
    let (izgara, taban) = (k.izgara(Boy::Kucuk), (k.taban)());
    let t = tara(&izgara, |n| izgara.kume(&taban, n), kos, k.degismezler, 2);
    let mut adlar: Vec<&str> = bulgular.iter().map(|b| b.0).collect();
    adlar.sort();
    let mut kayitli = k.bulgular.to_vec();
    kayitli.sort();
    assert_eq!(adlar, kayitli, "{}: sabitlenen bulgular KESIF.bulgular ile ayni olmali", D::AD);
    for s in &t.sonuclar {
        assert!(s.denenen > 0, "{} {} hic denenmedi", D::AD, s.ad);
        let beklenen = bulgular.iter().find(|b| b.0 == s.ad).map(|b| (b.1.clone(), b.2));
        let bulunan = s.karsi_ornek.as_ref().map(|(k, neden)| (k.clone(), neden.as_str()));
        assert_eq!(bulunan, beklenen, "{} {}", D::AD, s.ad);
    }
    t.kume
}

/// Runs `p` on `args` (split at spaces) and checks it refuses them as every program must: exit
/// code 2, nothing on standard output, a message on standard error naming `bayrak`.
#[cfg(feature = "cli")]
pub fn reddet<D: Ders>(p: Program, args: &str, bayrak: &str) -> Result<(), String> {
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
#[cfg(feature = "cli")]
pub fn metin_ve_json<D: Ders>(p: Program, args: &str) -> (String, serde_json::Value) {
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
#[cfg(feature = "cli")]
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
            if !a.alt_dahil {
                v.push(a.alt.to_string());
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
    };
    v.push(String::new());
    v
}

/// Invocations program `p` must refuse, each with the flag its message must name: every bad
/// value of each of its options, each option without its value or given twice, the other
/// program's options, and input no program takes.
#[cfg(feature = "cli")]
pub fn kotu_girdiler<D: Ders>(p: Program) -> Vec<(String, String)> {
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
#[cfg(feature = "cli")]
pub fn yardim_her_secenegi_anlatir<D: Ders>() {
    let duz = |m: &str| m.split_whitespace().collect::<Vec<_>>().join(" ");
    for p in Program::HEPSI {
        let s = kos::<D>(p, &["--help"]);
        let yardim = duz(&s.cikti);
        assert_eq!(s.kod, 0, "{} {} --help: {}", D::AD, p.ad(), s.hata);
        for t in tanimlar::<D>(p) {
            let bayrak = match t.deger_adi() {
                Some(ad) => format!("--{} <{ad}> {}", t.bayrak(), duz(&t.yardim())),
                None => format!("--{} {}", t.bayrak(), duz(&t.yardim())),
            };
            assert!(yardim.contains(&bayrak), "{} {}: {bayrak:?} yok:\n{}", D::AD, p.ad(), s.cikti);
        }
        assert!(yardim.contains("JSON anahtarlari (--json): (kok):"), "{}", s.cikti);
    }
}

/// Checks that both programs of `D` refuse every invocation of [`kotu_girdiler`]; panics
/// listing each one that was not refused properly. Returns how many were tried.
#[cfg(feature = "cli")]
pub fn kotu_girdiyi_reddeder<D: Ders>() -> usize {
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
        "{} kotu girdi reddedilmedi:\n{}",
        hatalar.len(),
        hatalar.join("\n")
    );
    sayi
}
