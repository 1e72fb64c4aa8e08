//! The test binaries of `cargo xtask test`, run and read: their counts and the tests they
//! ignored, the ignored tests whose needs are met run in turn, the binaries run side by side.

use crate::cargo::{cargo, kok};
use crate::hata::{GorevSonucu, Hata, calismadi};
use crate::kardes::{Atlanan, Gereksinim};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Tests run and how they ended, summed over the harness's `test result:` lines.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Sayim {
    /// Passed.
    pub gecen: u64,
    /// Failed.
    pub kalan: u64,
    /// Ignored.
    pub yok_sayilan: u64,
}

impl Sayim {
    /// Adds counts `s` to these.
    pub fn ekle(&mut self, s: Sayim) {
        self.gecen += s.gecen;
        self.kalan += s.kalan;
        self.yok_sayilan += s.yok_sayilan;
    }

    /// The counts of one `test result: ok. 12 passed; 0 failed; 1 ignored; ...` line.
    fn satirdan(satir: &str) -> Option<Sayim> {
        let geri = satir.trim().strip_prefix("test result: ")?;
        let sayi = |ad: &str| -> Option<u64> {
            geri.split([';', '.'])
                .find_map(|p| p.trim().strip_suffix(ad).and_then(|n| n.trim().parse().ok()))
        };
        Some(Sayim {
            gecen: sayi("passed")?,
            kalan: sayi("failed")?,
            yok_sayilan: sayi("ignored")?,
        })
    }
}

/// What a test binary's run printed that xtask reads: the counts, and the tests it ignored
/// with their reasons.
#[derive(Debug, Default)]
pub struct Okunan {
    /// The counts of its `test result:` lines.
    pub sayim: Sayim,
    /// The tests it ignored, each with its reason.
    yok_sayilan: Vec<(String, String)>,
}

/// A libtest line `test NAME ... ignored, REASON`: the test and the reason.
fn yok_sayilan_satir(satir: &str) -> Option<(String, String)> {
    let (ad, neden) = satir.strip_prefix("test ")?.split_once(" ... ignored, ")?;
    Some((ad.to_string(), neden.trim().to_string()))
}

/// Runs a command, writing its standard output to `out` and counting the tests it reports.
fn sayarak(mut c: Command, ne: &str, out: &mut dyn Write) -> GorevSonucu<(bool, Okunan)> {
    let mut cocuk = c.stdout(Stdio::piped()).spawn().map_err(calismadi(ne))?;
    let mut okunan = Okunan::default();
    let cikis = cocuk.stdout.take().expect("stdout is piped");
    for satir in BufReader::new(cikis).lines() {
        let satir = satir.map_err(calismadi(ne))?;
        if let Some(s) = Sayim::satirdan(&satir) {
            okunan.sayim.ekle(s);
        }
        okunan.yok_sayilan.extend(yok_sayilan_satir(&satir));
        writeln!(out, "{satir}").map_err(calismadi("stdout"))?;
    }
    let durum = cocuk.wait().map_err(calismadi(ne))?;
    Ok((durum.success(), okunan))
}

/// What to do with the tests a binary ignored: those whose reason names what they need
/// ([`Gereksinim::okunan`]) run when all of it is here (`var`), else they are reported; other
/// ignored tests stay ignored. Under CI a missing tool that `.ci/run` installs is an error, as
/// is a reason naming something unknown.
#[derive(Debug, Default, PartialEq, Eq)]
struct Karar {
    /// The tests to run now (`--ignored --exact`).
    kosulacak: Vec<String>,
    /// The tests not run, each with what it lacks.
    atlanan: Vec<(String, Vec<Gereksinim>)>,
}

fn karar(
    yok_sayilan: &[(String, String)],
    var: impl Fn(Gereksinim) -> bool,
    ci: bool,
) -> Result<Karar, String> {
    let mut k = Karar::default();
    for (ad, neden) in yok_sayilan {
        let Some(gereken) = Gereksinim::okunan(neden) else { continue };
        let gereken = gereken.map_err(|e| format!("{ad}: {e}"))?;
        let eksik = crate::kardes::eksikler(&gereken, &var);
        if let Some(g) = eksik.iter().find(|g| ci && g.ci_ister()) {
            return Err(format!("{ad}: {} yok (CI=true iken gereklidir)", g.ad()));
        }
        if eksik.is_empty() {
            k.kosulacak.push(ad.clone());
        } else {
            k.atlanan.push((ad.clone(), eksik));
        }
    }
    Ok(k)
}

/// Whether `CI` is set to something other than empty, `0` or `false`.
pub fn ci() -> bool {
    std::env::var("CI").is_ok_and(|v| !v.is_empty() && v != "0" && v != "false")
}

/// Runs one test binary as `cargo test` would (from its package's folder), then the ignored
/// tests whose needs are met ([`karar`]), their output to `out`; returns whether all passed, the
/// counts, and the tests not run.
fn ikili_kos(
    paket: &str,
    klasor: &Path,
    exe: &Path,
    hedef: &str,
    out: &mut dyn Write,
) -> GorevSonucu<(bool, Okunan, Vec<Atlanan>)> {
    let komut = || {
        let mut c = Command::new(exe);
        c.current_dir(klasor)
            .env("CARGO", std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
            .env("CARGO_MANIFEST_DIR", klasor)
            .env("CARGO_PKG_NAME", paket);
        c
    };
    let (mut tamam, mut okunan) = sayarak(komut(), &exe.display().to_string(), out)?;
    let k = karar(&okunan.yok_sayilan, Gereksinim::var, ci())
        .map_err(|e| Hata::Bulundu(format!("testler: {paket} ({hedef}): {e}")))?;
    if !k.kosulacak.is_empty() {
        let mut c = komut();
        c.args(["--ignored", "--exact"]).args(&k.kosulacak);
        let (ikinci, o) = sayarak(c, &exe.display().to_string(), out)?;
        tamam &= ikinci;
        okunan.sayim.yok_sayilan -= o.sayim.gecen + o.sayim.kalan;
        okunan.sayim.ekle(Sayim { yok_sayilan: 0, ..o.sayim });
    }
    let atlanan = k
        .atlanan
        .iter()
        .map(|(ad, eksik)| Atlanan::yeni(format!("{paket} ({hedef}): {ad}"), eksik))
        .collect();
    Ok((tamam, okunan, atlanan))
}

/// One binary's outcome: whether it passed, its counts, the tests it could not run.
pub type IkiliSonucu = GorevSonucu<(bool, Okunan, Vec<Atlanan>)>;

/// Runs the test binaries `isler` (package, folder, executable, target) as many at a time as the
/// machine has cores, each's output kept and printed whole, in list order, once it is done and
/// those before it are printed; returns each one's outcome by its place in the list.
pub fn paralel(
    isler: &[(String, PathBuf, PathBuf, String)],
) -> GorevSonucu<Vec<(usize, IkiliSonucu)>> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let sonraki = AtomicUsize::new(0);
    let isci = std::thread::available_parallelism().map_or(1, |n| n.get());
    let (gonder, al) = std::sync::mpsc::channel::<(usize, Vec<u8>, IkiliSonucu)>();
    let mut sonuclar = Vec::new();
    std::thread::scope(|k| {
        for _ in 0..isci.min(isler.len()) {
            let gonder = gonder.clone();
            let sonraki = &sonraki;
            k.spawn(move || {
                loop {
                    let i = sonraki.fetch_add(1, Ordering::SeqCst);
                    let Some((paket, klasor, exe, hedef)) = isler.get(i) else { break };
                    let mut cikti = format!("  -- {paket}: {hedef}\n").into_bytes();
                    let sonuc = ikili_kos(paket, klasor, exe, hedef, &mut cikti);
                    if gonder.send((i, cikti, sonuc)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(gonder);
        let mut bekleyen = std::collections::BTreeMap::new();
        let mut basilan = 0;
        let mut out = std::io::stdout().lock();
        for (i, cikti, sonuc) in al {
            bekleyen.insert(i, cikti);
            sonuclar.push((i, sonuc));
            while let Some(c) = bekleyen.remove(&basilan) {
                let _ = out.write_all(&c);
                basilan += 1;
            }
        }
    });
    sonuclar.sort_by_key(|(i, _)| *i);
    Ok(sonuclar)
}

/// Runs `cargo test` with these arguments, counting its tests.
pub fn cargo_test(args: &[&str], ne: &str) -> GorevSonucu<Sayim> {
    let mut c = cargo();
    c.arg("test").args(args).current_dir(kok());
    let (tamam, okunan) = sayarak(c, "cargo test", &mut std::io::stdout().lock())?;
    if !tamam {
        return Err(Hata::Bulundu(format!("{ne}: testler geçmedi (yukarıda)")));
    }
    if let Some((ad, neden)) =
        okunan.yok_sayilan.iter().find(|(_, n)| Gereksinim::okunan(n).is_some())
    {
        return Err(Hata::Bulundu(format!(
            "{ne}: {ad} '{neden}' der; ağacın dışından bir şey isteyen testler testler aşamasındadır"
        )));
    }
    Ok(okunan.sayim)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_sonucu_okunur() {
        let s = Sayim::satirdan(
            "test result: ok. 12 passed; 0 failed; 3 ignored; 0 measured; 0 filtered out; finished in 0.50s",
        );
        assert_eq!(s, Some(Sayim { gecen: 12, kalan: 0, yok_sayilan: 3 }));
        let s = Sayim::satirdan("test result: FAILED. 1 passed; 2 failed; 0 ignored; 0 measured");
        assert_eq!(s, Some(Sayim { gecen: 1, kalan: 2, yok_sayilan: 0 }));
        assert_eq!(Sayim::satirdan("running 3 tests"), None);
    }

    /// The decision made where it is made: a test that names what it needs runs when all of it
    /// is here, else it is reported with what is missing; a plain ignored test stays ignored; a
    /// tool `.ci/run` installs is required under CI; an unknown need is an error.
    #[test]
    fn gerekenler_varsa_kosar_yoksa_bildirilir() {
        let yok_sayilan = [
            ("a".to_string(), "gerekir: ../shared/seeds".to_string()),
            ("b".into(), "gerekir: ../shared/seeds, node".into()),
            ("c".into(), "gerekir: ../shared/reference".into()),
            ("d".into(), "yavaş".into()),
        ];
        let hepsi = karar(&yok_sayilan, |_| true, true).unwrap();
        assert_eq!(hepsi.kosulacak, ["a", "b", "c"]);
        assert!(hepsi.atlanan.is_empty());
        // a fresh clone: no sibling folder, node installed
        let klon = karar(&yok_sayilan, |g| g == Gereksinim::Node, true).unwrap();
        assert!(klon.kosulacak.is_empty());
        assert_eq!(
            klon.atlanan,
            [
                ("a".to_string(), vec![Gereksinim::Metinler]),
                ("b".into(), vec![Gereksinim::Metinler]),
                ("c".into(), vec![Gereksinim::Yayimlanan]),
            ]
        );
        // without node: reported outside CI, an error under it
        let nodesuz = karar(&yok_sayilan, |g| g != Gereksinim::Node, false).unwrap();
        assert_eq!(nodesuz.kosulacak, ["a", "c"]);
        assert_eq!(nodesuz.atlanan, [("b".to_string(), vec![Gereksinim::Node])]);
        assert!(karar(&yok_sayilan, |g| g != Gereksinim::Node, true).is_err());
        let bilinmeyen = [("e".to_string(), "gerekir: ../shared/tohum".to_string())];
        assert!(karar(&bilinmeyen, |_| true, false).is_err());
        assert_eq!(
            yok_sayilan_satir("test x::y ... ignored, gerekir: node"),
            Some(("x::y".into(), "gerekir: node".into()))
        );
        assert_eq!(yok_sayilan_satir("test x::y ... ok"), None);
    }
}
