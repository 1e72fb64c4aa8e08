//! `cargo xtask test`: every check of the project, in stages that each compile what they run
//! once, timed. A stage whose inputs are the same as when it last passed is skipped, and the
//! report says so: its key ([`girdi_ozeti`]) covers every file it reads, the tools it runs
//! (the toolchain, and for the site Node.js, npm and Chromium, whose versions are part of the
//! key) and the environment variables that change a build or a run.
//!
//! The stages and the one cargo configuration each compiles (a crate compiled under two feature
//! sets is compiled twice, so the stages are cut along feature sets):
//!
//! | stage | cargo | configuration |
//! |---|---|---|
//! | `testler` | `test --workspace` without kitap | every crate with the lessons' `cli` and `kesif` features; the same units as xtask's own builds of the lessons and `cargo run -p kesif`; the binaries run side by side |
//! | `kesif` | `run -p kesif -- --kucuk` | the previous stage's |
//! | `site` | `build -p kitap --all-targets`, `test -p kitap`, `run -p kitap -- --sina` | mdBook's; the panel's WebAssembly (release, wasm32); meanwhile `kesif` in release, the build `cargo xtask kesif` runs, for the browser's checks and rates |
//! | `prova` | `xtask prova` | one copy of the tree: its own crates only, their dependencies shared through `target/` (cargo's build-dir), its programs in `target/prova/` |
//!
//! This file holds the stages and the final table; [`crate::asama_kaydi`] the record that lets a
//! stage be skipped, and [`crate::test_ikilileri`] the running of the test binaries.

use crate::asama_kaydi::{AsamaGirdisi, dosya_adi, girdi_ozeti, kaydet, kayit_metni, kayittan};
use crate::cargo::{cargo, kok};
use crate::hata::{GorevSonucu, Hata, calismadi};
use crate::kardes::{Atlanan, Gereksinim};
use crate::test_ikilileri::{Sayim, cargo_test, paralel};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// How a stage ended.
#[derive(Debug)]
pub enum AsamaSonucu {
    /// It ran and passed; how many tests it ran, when it runs a test harness, and the checks it
    /// could not run for want of what they need from outside the tree ([`crate::kardes`]).
    Gecti(Option<Sayim>, Vec<Atlanan>),
    /// Its inputs were those of its last pass: not run; the checks that pass skipped.
    Atlandi(Vec<Atlanan>),
    /// It could not test what it is for (no browser outside CI): said, not passed.
    Eksik(String),
}

/// One stage: its name, the command a user types for it, what it reads and what it does.
struct Asama {
    ad: &'static str,
    komut: &'static str,
    girdi: AsamaGirdisi,
    calis: fn() -> GorevSonucu<AsamaSonucu>,
}

const ASAMALAR: [Asama; 4] = [
    Asama {
        ad: "testler",
        komut: "cargo test --workspace --exclude kitap",
        girdi: AsamaGirdisi::Agac,
        calis: paket_testleri,
    },
    Asama {
        ad: "kesif",
        komut: "cargo run -p kesif -- --kucuk",
        girdi: AsamaGirdisi::Kod,
        calis: kesif_kucuk,
    },
    Asama {
        ad: "site",
        komut: "cargo run -p kitap -- --sina",
        girdi: AsamaGirdisi::Site,
        calis: site,
    },
    Asama { ad: "prova", komut: "cargo xtask prova", girdi: AsamaGirdisi::Agac, calis: prova },
];

/// `cargo xtask test`: the stages in order (without prova when `hizli`); with `yeniden`, none is
/// skipped. Ends with a table of the stages' times.
pub fn test(hizli: bool, yeniden: bool) -> GorevSonucu {
    let mut satirlar: Vec<(&Asama, Duration, AsamaSonucu)> = Vec::new();
    let mut sonuc = Ok(());
    for a in ASAMALAR.iter().filter(|a| !(hizli && a.ad == "prova")) {
        let kayit =
            crate::cargo::hedef()?.join("xtask-test").join(format!("{}.ozet", dosya_adi(a.ad)));
        let bas = Instant::now();
        let ozet = girdi_ozeti(a.girdi)?;
        let onceki = std::fs::read_to_string(&kayit).ok().and_then(|k| kayittan(&k, &ozet));
        if let (false, Some(atlanan)) = (yeniden, onceki) {
            eprintln!("== {}: atlandı (girdileri son geçtiği çalıştırmadakiyle aynı)", a.ad);
            satirlar.push((a, bas.elapsed(), AsamaSonucu::Atlandi(atlanan)));
            continue;
        }
        eprintln!("== {}: {}", a.ad, a.komut);
        match (a.calis)() {
            Ok(d) => {
                if let AsamaSonucu::Gecti(_, atlanan) = &d {
                    kaydet(&kayit, &kayit_metni(&ozet, atlanan))?;
                }
                satirlar.push((a, bas.elapsed(), d));
            }
            Err(e) => {
                let _ = std::fs::remove_file(&kayit);
                eprintln!("== {}: başarısız ({})", a.ad, fmt_sure(bas.elapsed()));
                sonuc = Err(e);
                break;
            }
        }
    }
    eprintln!("{}", tablo(&satirlar));
    sonuc?;
    for (a, _, d) in &satirlar {
        if let AsamaSonucu::Eksik(neden) = d {
            eprintln!("test: tamam, ama {} aşaması EKSİK kaldı: {neden}", a.ad);
        }
    }
    Ok(())
}

/// The stages' report: time, and how each ended; under a stage, one line per check it could not
/// run and what that check needs.
fn tablo(satirlar: &[(&Asama, Duration, AsamaSonucu)]) -> String {
    let mut m = String::from("\naşama         süre  sonuç\n");
    let mut toplam = Duration::ZERO;
    let mut testler = Sayim::default();
    let mut butun_atlananlar = 0;
    for (a, sure, d) in satirlar {
        toplam += *sure;
        let (ne, atlanan) = match d {
            AsamaSonucu::Gecti(Some(s), atlanan) => {
                testler.ekle(*s);
                let ne = format!("geçti: {} test geçti, {} yok sayıldı", s.gecen, s.yok_sayilan);
                (ne, &atlanan[..])
            }
            AsamaSonucu::Gecti(None, atlanan) => ("geçti".into(), &atlanan[..]),
            AsamaSonucu::Atlandi(atlanan) => ("atlandı: girdileri değişmedi".into(), &atlanan[..]),
            AsamaSonucu::Eksik(neden) => (format!("eksik: {neden}"), &[][..]),
        };
        m += &format!("{:<10} {:>8}  {ne}\n", a.ad, fmt_sure(*sure));
        for at in atlanan {
            m += &format!("{:<20}yapılmadı: {}: {}\n", "", at.ne, at.neden);
        }
        butun_atlananlar += atlanan.len();
    }
    m += &format!("{:<10} {:>8}  {} test koştu", "toplam", fmt_sure(toplam), testler.gecen);
    if butun_atlananlar > 0 {
        m += &format!(
            "; {butun_atlananlar} denetim yapılmadı: gerektirdikleri ağacın yanında yok \
             (docs/degisiklik.md, \"Kardeş klasör\")"
        );
    }
    m + "\n"
}

fn fmt_sure(d: Duration) -> String {
    let s = d.as_secs();
    if s >= 60 {
        format!("{}dk {:02}s", s / 60, s % 60)
    } else {
        format!("{:.1}s", d.as_secs_f64())
    }
}

/// Stage `testler`: one build of every test binary (the lessons' programs share names, which
/// touches only the copies `target/debug/olc` and `hesap`: no test runs them from there), then
/// each package's binaries run from its folder, as `cargo test` runs them, as many at a time as
/// the machine has cores ([`paralel`]).
fn paket_testleri() -> GorevSonucu<AsamaSonucu> {
    let iletiler =
        crate::cargo::iletiler(&["test", "--workspace", "--exclude", "kitap", "--no-run"])
            .map_err(|_| Hata::Bulundu("testler: derlenemedi (yukarıda)".into()))?;
    let paketler = crate::cargo::paketler()?;
    let mut calisacak: Vec<(String, PathBuf, PathBuf, String)> = Vec::new();
    for v in iletiler {
        let (Some(exe), Some(manifest)) = (v["executable"].as_str(), v["manifest_path"].as_str())
        else {
            continue;
        };
        if v["profile"]["test"] != Value::Bool(true) {
            continue;
        }
        let klasor = Path::new(manifest).parent().unwrap_or(Path::new(".")).to_path_buf();
        let Some((paket, _)) = paketler.iter().find(|(_, k)| *k == klasor) else {
            continue;
        };
        let tur = v["target"]["kind"][0].as_str().unwrap_or("");
        let tur = if tur.ends_with("lib") { "lib" } else { tur };
        let hedef = format!("{tur} {}", v["target"]["name"].as_str().unwrap_or(""));
        calisacak.push((paket.clone(), klasor, PathBuf::from(exe), hedef));
    }
    // in the packages' order (cargo metadata's); in a package, its library, its programs, then
    // its integration tests, each group by name; xtask's own first, the longest (they build and
    // run every program), so that the others fill the other cores meanwhile
    let tur = |h: &str| ["lib", "bin", "test"].iter().position(|t| h.starts_with(t));
    calisacak.sort_by_key(|(p, _, _, h)| {
        (p != "xtask", paketler.iter().position(|(q, _)| q == p), tur(h), h.clone())
    });
    let mut toplam = Sayim::default();
    let mut kalanlar = Vec::new();
    let mut atlananlar = Vec::new();
    for (i, sonuc) in paralel(&calisacak)? {
        let (paket, _, _, hedef) = &calisacak[i];
        let (tamam, okunan, atlanan) = sonuc?;
        toplam.ekle(okunan.sayim);
        atlananlar.extend(atlanan);
        if !tamam {
            kalanlar.push(format!("{paket} ({hedef})"));
        }
    }
    if !kalanlar.is_empty() {
        return Err(Hata::Bulundu(format!("testler: geçmeyenler: {}", kalanlar.join(", "))));
    }
    Ok(AsamaSonucu::Gecti(Some(toplam), atlananlar))
}

/// Stage `kesif`: every claim under every fault timing at small bounds, in the build the first
/// stage made (`cargo xtask kesif` alone uses a release build; at these bounds either takes
/// under a second).
fn kesif_kucuk() -> GorevSonucu<AsamaSonucu> {
    crate::kesif(&["--kucuk".into()], false).map(|()| AsamaSonucu::Gecti(None, Vec::new()))
}

/// Stage `site`: the book's own tests, then the book built and tested in the browser. The
/// release build of the checker, whose rate the browser's is set beside, compiles meanwhile
/// (another profile, another lock), on the cores the other builds' serial ends leave idle: while
/// kitap and its tests compile (one cargo, both at once) and while the panel's WebAssembly does;
/// kitap waits for it before the browser starts.
fn site() -> GorevSonucu<AsamaSonucu> {
    let mut kesif = cargo()
        .args(["build", "--quiet", "--release", "--package", "kesif", "--bin", "kesif"])
        .current_dir(kok())
        .spawn()
        .map_err(calismadi("cargo build --release -p kesif"))?;
    let sonuc = (|| {
        let derleme = cargo()
            .args(["build", "--quiet", "--package", "kitap", "--all-targets"])
            .current_dir(kok())
            .status()
            .map_err(calismadi("cargo build -p kitap"))?;
        if !derleme.success() {
            return Err(Hata::Bulundu(format!("site: cargo build -p kitap: {derleme}")));
        }
        let sayim = cargo_test(&["--package", "kitap"], "site")?;
        // the sentences the moments show, checked only where the book has the lesson texts
        let mut atlanan = Vec::new();
        if !Gereksinim::Metinler.var() {
            let ne = "site (kitap --sina): sayfadaki anların ders metnindeki cümleleri";
            atlanan.push(Atlanan::yeni(ne, &[Gereksinim::Metinler]));
        }
        match crate::kitap(&["--sina".into()])? {
            crate::Sinama::Gecti => Ok(AsamaSonucu::Gecti(Some(sayim), atlanan)),
            crate::Sinama::Atlandi => Ok(AsamaSonucu::Eksik(
                "tarayıcı yok, sitenin tarayıcı sınaması yapılmadı (yukarıda)".into(),
            )),
        }
    })();
    let kesif = kesif.wait().map_err(calismadi("cargo build --release -p kesif"))?;
    let durum = sonuc?;
    if !kesif.success() {
        return Err(Hata::Bulundu(format!("site: cargo build --release -p kesif: {kesif}")));
    }
    Ok(durum)
}

/// Stage `prova`: the change workflow on a copy of the tree: a new lesson added, then K01's
/// figures changed, then a new assumption added.
fn prova() -> GorevSonucu<AsamaSonucu> {
    crate::ders_provasi::prova()?;
    let agac = crate::ders_provasi::agac()?;
    let atlanan = crate::prova::prova(&agac)?;
    crate::varsayim_provasi::prova(&agac)?;
    Ok(AsamaSonucu::Gecti(None, atlanan))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A stage that passed with checks not run keeps them in its record, and a later run that
    /// skips it still lists them, one line each, in the final table.
    #[test]
    fn atlanan_denetimler_kayitta_ve_tabloda() {
        let atlanan = vec![Atlanan::yeni("metin (test metinler): a", &[Gereksinim::Metinler])];
        let kayit = kayit_metni("anahtar", &atlanan);
        assert_eq!(kayittan(&kayit, "anahtar"), Some(atlanan.clone()));
        assert_eq!(kayittan(&kayit, "baska"), None);
        assert_eq!(kayittan("anahtar\n", "anahtar"), Some(vec![]));
        let a = &ASAMALAR[0];
        let t = tablo(&[(a, Duration::from_secs(3), AsamaSonucu::Atlandi(atlanan))]);
        assert!(t.contains("atlandı: girdileri değişmedi\n"), "{t}");
        assert!(
            t.contains(
                "yapılmadı: metin (test metinler): a: ../shared/seeds yok (ders metinleri)\n"
            ),
            "{t}"
        );
        assert!(t.contains("1 denetim yapılmadı"), "{t}");
    }

    #[test]
    fn asama_adlari_dosya_adi_olur() {
        let adlar: Vec<String> = ASAMALAR.iter().map(|a| dosya_adi(a.ad)).collect();
        assert_eq!(adlar, ["testler", "kesif", "site", "prova"]);
    }
}
