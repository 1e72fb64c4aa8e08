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

use crate::cargo::{cargo, kok};
use crate::hata::{Hata, Sonuc, calismadi};
use crate::kardes::{Atlanan, Gereksinim};
use serde_json::Value;
use sha2::{Digest, Sha256};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

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
    fn ekle(&mut self, s: Sayim) {
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

/// How a stage ended.
#[derive(Debug)]
pub enum Durum {
    /// It ran and passed; how many tests it ran, when it runs a test harness, and the checks it
    /// could not run for want of what they need from outside the tree ([`crate::kardes`]).
    Gecti(Option<Sayim>, Vec<Atlanan>),
    /// Its inputs were those of its last pass: not run; the checks that pass skipped.
    Atlandi(Vec<Atlanan>),
    /// It could not test what it is for (no browser outside CI): said, not passed.
    Eksik(String),
}

/// What a stage reads besides the toolchain and the build's environment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Girdi {
    /// Every file of the tree and of `../shared`.
    Agac,
    /// The code only: the tree without `docs/`, but for the checker's kept verdicts.
    Kod,
    /// Every file, and the browser test's tools: Node.js, npm, Chromium.
    Site,
}

/// One stage: its name, the command a user types for it, what it reads and what it does.
struct Asama {
    ad: &'static str,
    komut: &'static str,
    girdi: Girdi,
    calis: fn() -> Sonuc<Durum>,
}

const ASAMALAR: [Asama; 4] = [
    Asama {
        ad: "testler",
        komut: "cargo test --workspace --exclude kitap",
        girdi: Girdi::Agac,
        calis: paket_testleri,
    },
    Asama {
        ad: "kesif",
        komut: "cargo run -p kesif -- --kucuk",
        girdi: Girdi::Kod,
        calis: kesif_kucuk,
    },
    Asama { ad: "site", komut: "cargo run -p kitap -- --sina", girdi: Girdi::Site, calis: site },
    Asama { ad: "prova", komut: "cargo xtask prova", girdi: Girdi::Agac, calis: prova },
];

/// `cargo xtask test`: the stages in order (without prova when `hizli`); with `yeniden`, none is
/// skipped. Ends with a table of the stages' times.
pub fn test(hizli: bool, yeniden: bool) -> Sonuc {
    let mut satirlar: Vec<(&Asama, Duration, Durum)> = Vec::new();
    let mut sonuc = Ok(());
    for a in ASAMALAR.iter().filter(|a| !(hizli && a.ad == "prova")) {
        let kayit =
            crate::cargo::hedef()?.join("xtask-test").join(format!("{}.ozet", dosya_adi(a.ad)));
        let bas = Instant::now();
        let ozet = girdi_ozeti(a.girdi)?;
        let onceki = std::fs::read_to_string(&kayit).ok().and_then(|k| kayittan(&k, &ozet));
        if let (false, Some(atlanan)) = (yeniden, onceki) {
            eprintln!("== {}: atlandı (girdileri son geçtiği çalıştırmadakiyle aynı)", a.ad);
            satirlar.push((a, bas.elapsed(), Durum::Atlandi(atlanan)));
            continue;
        }
        eprintln!("== {}: {}", a.ad, a.komut);
        match (a.calis)() {
            Ok(d) => {
                if let Durum::Gecti(_, atlanan) = &d {
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
        if let Durum::Eksik(neden) = d {
            eprintln!("test: tamam, ama {} aşaması EKSİK kaldı: {neden}", a.ad);
        }
    }
    Ok(())
}

/// A stage's record once it passed: its inputs' key on the first line, then each check it
/// could not run ([`Atlanan::satir`]), so that a later run that skips the stage still names them.
fn kayit_metni(ozet: &str, atlanan: &[Atlanan]) -> String {
    let mut m = format!("{ozet}\n");
    for a in atlanan {
        m += &format!("{}\n", a.satir());
    }
    m
}

/// The checks a record names as not run, if its key is `ozet` (the stage's inputs unchanged).
fn kayittan(kayit: &str, ozet: &str) -> Option<Vec<Atlanan>> {
    let mut satirlar = kayit.lines();
    (satirlar.next()?.trim() == ozet).then(|| satirlar.filter_map(Atlanan::satirdan).collect())
}

/// The stages' report: time, and how each ended; under a stage, one line per check it could not
/// run and what that check needs.
fn tablo(satirlar: &[(&Asama, Duration, Durum)]) -> String {
    let mut m = String::from("\naşama         süre  sonuç\n");
    let mut toplam = Duration::ZERO;
    let mut testler = Sayim::default();
    let mut butun_atlananlar = 0;
    for (a, sure, d) in satirlar {
        toplam += *sure;
        let (ne, atlanan) = match d {
            Durum::Gecti(Some(s), atlanan) => {
                testler.ekle(*s);
                let ne = format!("geçti: {} test geçti, {} yok sayıldı", s.gecen, s.yok_sayilan);
                (ne, &atlanan[..])
            }
            Durum::Gecti(None, atlanan) => ("geçti".into(), &atlanan[..]),
            Durum::Atlandi(atlanan) => ("atlandı: girdileri değişmedi".into(), &atlanan[..]),
            Durum::Eksik(neden) => (format!("eksik: {neden}"), &[][..]),
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

/// A stage's name as a file name (Turkish letters folded: `ı` → `i`).
fn dosya_adi(ad: &str) -> String {
    ad.chars()
        .filter_map(|c| match c {
            'ı' => Some('i'),
            'ş' => Some('s'),
            c if c.is_ascii_alphanumeric() => Some(c),
            _ => None,
        })
        .collect()
}

fn kaydet(kayit: &Path, ozet: &str) -> Sonuc {
    if let Some(k) = kayit.parent() {
        std::fs::create_dir_all(k).map_err(calismadi(k.display()))?;
    }
    std::fs::write(kayit, ozet).map_err(calismadi(kayit.display()))
}

/// The environment variables that change what a stage builds or how it runs: cargo's and
/// rustc's settings (`CARGO_*`, `RUSTFLAGS`, `RUSTC_WRAPPER`...), the C toolchain's, the
/// browser's (`KITAP_CHROMIUM`), insta's, `PATH` (which tools run) and `CI` (a missing browser
/// is a failure under it).
fn ortam_degiskeni(ad: &str) -> bool {
    ad.starts_with("CARGO")
        || ad.starts_with("RUST")
        || ad.starts_with("INSTA")
        || ad.starts_with("KITAP")
        || ["CC", "CXX", "AR", "CFLAGS", "CXXFLAGS", "LDFLAGS", "PATH", "CI", "NODE_OPTIONS"]
            .contains(&ad)
}

/// What a command prints of its version, or that it is missing.
fn surum(program: &std::ffi::OsStr, args: &[&str]) -> String {
    match Command::new(program).args(args).output() {
        Ok(c) => format!("{}{}", String::from_utf8_lossy(&c.stdout), c.status),
        Err(e) => format!("yok: {e}"),
    }
}

/// A digest of everything a stage reads: every file of the tree but `target/`, `.git/`,
/// `node_modules/` and insta's pending snapshots (for [`Girdi::Kod`], without `docs/` but for
/// its `kesif.json`); every file of `../shared` when it is there; the toolchain's versions
/// (`rustc -vV`, `cargo -V`, the installed targets); the environment variables that change a
/// build or a run ([`ortam_degiskeni`]); and for the site, the versions of Node.js, npm and
/// the browser.
fn girdi_ozeti(girdi: Girdi) -> Sonuc<String> {
    let mut h = Sha256::new();
    let kok = kok();
    for (ad, klasor) in [("agac", kok.clone()), ("shared", kok.join("..").join("shared"))] {
        let mut dosyalar = Vec::new();
        if klasor.is_dir() {
            topla(&klasor, Path::new(""), &mut dosyalar).map_err(calismadi(klasor.display()))?;
        }
        dosyalar.sort();
        for d in dosyalar {
            let belge = ad == "agac" && d.starts_with("docs") && d != Path::new("docs/kesif.json");
            if girdi == Girdi::Kod && belge {
                continue;
            }
            let icerik = std::fs::read(klasor.join(&d)).map_err(calismadi(d.display()))?;
            h.update(format!("{ad}/{}\0{}\0", d.display(), icerik.len()));
            h.update(&icerik);
        }
    }
    let arac = |ad: &str| std::env::var_os(ad).unwrap_or_else(|| ad.to_lowercase().into());
    h.update(surum(&arac("RUSTC"), &["-vV"]));
    h.update(surum(&arac("CARGO"), &["-V"]));
    h.update(surum("rustup".as_ref(), &["target", "list", "--installed"]));
    let mut ortam: Vec<(String, String)> =
        std::env::vars().filter(|(ad, _)| ortam_degiskeni(ad)).collect();
    ortam.sort();
    for (ad, deger) in ortam {
        h.update(format!("{ad}={deger}\0"));
    }
    if girdi == Girdi::Site {
        h.update(surum("node".as_ref(), &["--version"]));
        h.update(surum("npm".as_ref(), &["--version"]));
        let tarayici = std::env::var_os("KITAP_CHROMIUM").unwrap_or_else(|| "chromium".into());
        h.update(surum(&tarayici, &["--version"]));
    }
    Ok(h.finalize().iter().map(|b| format!("{b:02x}")).collect())
}

fn topla(kok: &Path, alt: &Path, liste: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for g in std::fs::read_dir(kok.join(alt))? {
        let g = g?;
        let ad = g.file_name();
        let ad = ad.to_string_lossy();
        let yol = alt.join(&*ad);
        if g.file_type()?.is_dir() {
            if !(alt.as_os_str().is_empty() && (ad == "target" || ad == ".git"))
                && ad != "node_modules"
            {
                topla(kok, &yol, liste)?;
            }
        } else if !ad.ends_with(".snap.new") && !ad.ends_with(".pending-snap") {
            liste.push(yol);
        }
    }
    Ok(())
}

/// What a test binary's run printed that xtask reads: the counts, and the tests it ignored
/// with their reasons.
#[derive(Debug, Default)]
struct Okunan {
    sayim: Sayim,
    yok_sayilan: Vec<(String, String)>,
}

/// A libtest line `test NAME ... ignored, REASON`: the test and the reason.
fn yok_sayilan_satir(satir: &str) -> Option<(String, String)> {
    let (ad, neden) = satir.strip_prefix("test ")?.split_once(" ... ignored, ")?;
    Some((ad.to_string(), neden.trim().to_string()))
}

/// Runs a command, writing its standard output to `out` and counting the tests it reports.
fn sayarak(mut c: Command, ne: &str, out: &mut dyn Write) -> Sonuc<(bool, Okunan)> {
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
) -> Sonuc<(bool, Okunan, Vec<Atlanan>)> {
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

/// Stage `testler`: one build of every test binary (the lessons' programs share names, which
/// touches only the copies `target/debug/olc` and `hesap`: no test runs them from there), then
/// each package's binaries run from its folder, as `cargo test` runs them, as many at a time as
/// the machine has cores ([`paralel`]).
fn paket_testleri() -> Sonuc<Durum> {
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
    Ok(Durum::Gecti(Some(toplam), atlananlar))
}

/// One binary's outcome: whether it passed, its counts, the tests it could not run.
type IkiliSonucu = Sonuc<(bool, Okunan, Vec<Atlanan>)>;

/// Runs the test binaries `isler` (package, folder, executable, target) as many at a time as the
/// machine has cores, each's output kept and printed whole, in list order, once it is done and
/// those before it are printed; returns each one's outcome by its place in the list.
fn paralel(isler: &[(String, PathBuf, PathBuf, String)]) -> Sonuc<Vec<(usize, IkiliSonucu)>> {
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
fn cargo_test(args: &[&str], ne: &str) -> Sonuc<Sayim> {
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

/// Stage `kesif`: every claim under every fault timing at small bounds, in the build the first
/// stage made (`cargo xtask kesif` alone uses a release build; at these bounds either takes
/// under a second).
fn kesif_kucuk() -> Sonuc<Durum> {
    crate::kesif(&["--kucuk".into()], false).map(|()| Durum::Gecti(None, Vec::new()))
}

/// Stage `site`: the book's own tests, then the book built and tested in the browser. The
/// release build of the checker, whose rate the browser's is set beside, compiles meanwhile
/// (another profile, another lock), on the cores the other builds' serial ends leave idle: while
/// kitap and its tests compile (one cargo, both at once) and while the panel's WebAssembly does;
/// kitap waits for it before the browser starts.
fn site() -> Sonuc<Durum> {
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
            crate::Sinama::Gecti => Ok(Durum::Gecti(Some(sayim), atlanan)),
            crate::Sinama::Atlandi => Ok(Durum::Eksik(
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
/// figures changed.
fn prova() -> Sonuc<Durum> {
    crate::ders_provasi::prova()?;
    let atlanan = crate::prova::prova(&crate::ders_provasi::agac()?)?;
    Ok(Durum::Gecti(None, atlanan))
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

    /// A stage's key moves with what it reads: the code only for the checker, and the browser's
    /// tools for the site.
    #[test]
    fn anahtar_araclari_ve_ortami_kapsar() {
        let (kod, agac, site) =
            (girdi_ozeti(Girdi::Kod), girdi_ozeti(Girdi::Agac), girdi_ozeti(Girdi::Site));
        let (kod, agac, site) = (kod.unwrap(), agac.unwrap(), site.unwrap());
        assert!(kod != agac && agac != site && kod != site);
        assert!(ortam_degiskeni("RUSTFLAGS") && ortam_degiskeni("CARGO_PROFILE_DEV_OPT_LEVEL"));
        assert!(ortam_degiskeni("KITAP_CHROMIUM") && !ortam_degiskeni("HOME"));
        assert_eq!(girdi_ozeti(Girdi::Site).unwrap(), site, "the same inputs, the same key");
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
        let t = tablo(&[(a, Duration::from_secs(3), Durum::Atlandi(atlanan))]);
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
