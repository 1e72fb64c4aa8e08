#![forbid(unsafe_code)]
//! `kitap`: the course as a website. Builds an mdBook of docs/ into `kitap/` of cargo's target directory (`target/kitap/`), each lesson
//! page with a panel that runs the lesson's own Rust code in the browser; serves it (`--sun`),
//! tests it in headless Chromium against the command line (`--sina`), and takes the
//! screenshots readers see (`--ekran`). `cargo xtask kitap` runs it. Every lesson comes from
//! the lessons' one list, with what the browser test does on its page (`sina_plani`).

mod anlar;
mod betik;
mod boyut;
mod ders_sayfasi;
mod ekran;
mod en_az_sinamasi;
mod gorulen;
mod insa;
mod okur;
mod senaryo;
mod sina;
mod sina_plani;
mod sunucu;
mod sure;
mod surucu;
mod tarayici;
mod tikla;
mod yamalar;

use clap::{Arg, ArgAction, Command};
use std::path::PathBuf;
use std::process::ExitCode;

/// A failure, in Turkish.
#[derive(Debug)]
pub struct Hata(pub String);

impl std::fmt::Display for Hata {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Hata {}

/// The workspace root.
pub fn kok() -> PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .nth(2)
        .expect("crates/kitap sits two levels below the workspace root")
        .to_path_buf()
}

/// Cargo's target directory (it follows `CARGO_TARGET_DIR` and `build.target-dir`): where the
/// site is built and the panel's and `kesif`'s builds are found.
pub fn hedef() -> Result<PathBuf, Hata> {
    hedef::klasor(&kok()).map_err(|e| Hata(e.to_string()))
}

const KULLANIM: &str = "cargo xtask kitap [SEÇENEKLER]";

fn komut() -> Command {
    let bayrak = |ad: &'static str, yardim: &'static str| {
        Arg::new(ad).long(ad).action(ArgAction::SetTrue).help(yardim)
    };
    let c = Command::new("kitap")
        .about(
            "Kursun web sitesini kurar: docs/'tan bir mdBook (cargo'nun hedef klasöründe kitap/: \
             çoğunlukla target/kitap/, CARGO_TARGET_DIR verilmişse oradaki), her ders sayfasında \
             dersin kendi Rust kodunu tarayıcıda çalıştıran bir panel",
        )
        .override_usage(KULLANIM)
        .term_width(100)
        .arg(bayrak("sun", "Kurduktan sonra siteyi --adres'te sunar (durdurmak için Ctrl-C)"))
        .arg(
            Arg::new("adres")
                .long("adres")
                .value_name("ADRES")
                .default_value("127.0.0.1:8000")
                .help("--sun'un dinlediği adres"),
        )
        .arg(bayrak(
            "sina",
            "Siteyi başsız Chromium'da sınar: her dersin senaryoları panelde CLI'nin çıktısıyla \
             bayt bayt, geçersiz girdiler CLI'nin mesajıyla, konsol temiz, güncelleme süreleri",
        ))
        .arg(
            bayrak(
                "buyuk",
                "--sina ile: derslerin kendi büyük yapılandırmalarını da (sayfa/sina.toml'da \
                 buyuk = true) sayfada denetler; dakikalar sürer, cargo xtask test'te koşmaz. \
                 Denetlenenler: sayfanın metninin komutunkiyle aynılığı, süre, WebAssembly \
                 belleği (en çok 1 GiB)",
            )
            .requires("sina"),
        )
        .arg(bayrak("ekran", "docs/ekran/ altındaki ekran görüntülerini yeniden alır"))
        .arg(
            Arg::new("metinler")
                .long("metinler")
                .value_name("KLASOR")
                .value_parser(clap::value_parser!(PathBuf))
                .help(
                    "Ders metinlerinin klasörü: her anın cümlesi buradan, yeriyle okunup sayfaya \
                     konur (cargo xtask kitap ../shared/seeds varsa verir); yoksa sayfa cümlenin \
                     yerini gösterir",
                ),
        )
        .arg(bayrak(
            "kurmadan",
            "Kurulu siteyi (hedef klasördeki kitap/) yeniden kurmadan kullanır",
        ))
        .arg(
            bayrak(
                "panelsiz",
                "Panelin WebAssembly'sini derlemeden kurar: sayfalar durağan tablolarıyla ve \
                 panel işaretiyle (tarayıcı sınaması ve panel için uygun değil)",
            )
            .conflicts_with_all(["sina", "ekran", "sun", "kurmadan"]),
        )
        .arg(bayrak(
            "plan",
            "Tarayıcı sınamasının her derste oynatacaklarını (senaryolar, tıklamalar, \
             alıştırmalar, her arıza sırası denetimleri) JSON olarak basar; tarayıcı açmaz",
        ));
    program::komut::surum(program::komut::yardim(c)).version(env!("CARGO_PKG_VERSION"))
}

/// Exit code of `--sina` when no browser is found outside CI: the test was skipped, not passed
/// (`cargo xtask test` says so and goes on).
const ATLANDI: u8 = 3;

/// What the run came to.
enum Son {
    /// Everything asked for was done.
    Tamam,
    /// `--sina` was skipped: no browser on this machine (and not under CI).
    Atlandi,
}

fn calistir(m: &clap::ArgMatches) -> Result<Son, Hata> {
    // the lessons' browser plans, for the commands that use them: a bad one is an error before
    // the browser starts, and a plain build reads none
    if ["plan", "sina", "ekran"].iter().any(|b| m.get_flag(b)) {
        sina_plani::yukle()?;
    }
    if m.get_flag("plan") {
        println!("{}", sina::plan_json()?);
        return Ok(Son::Tamam);
    }
    if (m.get_flag("sina") || m.get_flag("ekran")) && tarayici::bul().is_none() {
        let neden =
            "chromium bulunamadı (Debian: apt-get install chromium; ya da KITAP_CHROMIUM=YOL)";
        if m.get_flag("ekran") || std::env::var("CI").is_ok_and(|v| v == "true") {
            return Err(Hata(format!("{neden}; CI altında ya da --ekran için tarayıcı şart")));
        }
        eprintln!("kitap: --sina ATLANDI: {neden}");
        return Ok(Son::Atlandi);
    }
    // each moment's sentence, where the book is built beside the lesson texts
    let cumleler = match m.get_one::<PathBuf>("metinler") {
        Some(k) => anlar::oku(k)?,
        None => anlar::Cumleler::new(),
    };
    let site = if m.get_flag("kurmadan") {
        insa::cikti()?
    } else {
        let bas = std::time::Instant::now();
        let panelli = !m.get_flag("panelsiz");
        let site = insa::insa(panelli, &cumleler)?;
        if panelli {
            let boyut = insa::wasm_boyutu()?;
            println!(
                "kitap: {} kuruldu ({:.1} s); panelin WebAssembly'si gzip ile {:.0} KiB",
                site.display(),
                bas.elapsed().as_secs_f64(),
                boyut as f64 / 1024.0
            );
            if boyut >= 1 << 20 {
                return Err(Hata(format!(
                    "panelin WebAssembly'si {boyut} bayt: 1 MiB'den az olmalı"
                )));
            }
        } else {
            println!(
                "kitap: {} panelsiz kuruldu ({:.1} s)",
                site.display(),
                bas.elapsed().as_secs_f64()
            );
        }
        site
    };
    if m.get_flag("sina") {
        sina::sina(&site, &cumleler, m.get_flag("buyuk"))?;
    }
    if m.get_flag("ekran") {
        for d in ekran::ekran(&site)? {
            println!("  {d}");
        }
    }
    if m.get_flag("sun") {
        let adres = m.get_one::<String>("adres").expect("has a default");
        let dinlenen = sunucu::sun(site, adres)?;
        println!("kitap: http://{dinlenen}/ adresinde (durdurmak için Ctrl-C)");
        loop {
            std::thread::park();
        }
    }
    Ok(Son::Tamam)
}

fn main() -> ExitCode {
    let surum = env!("CARGO_PKG_VERSION");
    let m = match program::komut::arac_arguman(komut(), "kitap", KULLANIM, surum) {
        Ok(m) => m,
        Err(kod) => return kod,
    };
    match calistir(&m) {
        Ok(Son::Tamam) => ExitCode::SUCCESS,
        Ok(Son::Atlandi) => ExitCode::from(ATLANDI),
        Err(e) => {
            eprintln!("kitap: {e}");
            ExitCode::from(1)
        }
    }
}
