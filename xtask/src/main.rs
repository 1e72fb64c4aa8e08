#![forbid(unsafe_code)]
//! The project's chores: `cargo xtask verify`, `accept`, `docs`, `kesif`, `kitap`, `mutasyon`,
//! `prova`, `test`. Each chore returns a [`hata::GorevSonucu`]; `main` turns a failure into its
//! message and exit code.

mod alinti;
mod asama_kaydi;
mod belge;
mod cargo;
mod cikti_bloklari;
mod ders_provasi;
mod dersle_birlikte;
mod dogrula;
mod en_az;
mod hata;
mod icindekiler;
mod iddia;
mod kardes;
mod kaynak_metni;
mod kopya;
mod kurs_bloklari;
mod mutasyon;
mod programlar;
mod prova;
mod sayfa_alintilari;
mod tekrar;
mod test_ikilileri;
mod testler;
#[cfg(test)]
mod tidy;
mod varsayim_provasi;
mod zamanlama;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use hata::{GorevSonucu, Hata, calismadi};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Parser)]
#[command(about = XTASK)]
#[command(version, bin_name = "cargo xtask", override_usage = KULLANIM)]
struct Arg {
    #[command(subcommand)]
    is: Is,
}

#[derive(Subcommand)]
enum Is {
    #[command(about = VERIFY)]
    Verify {
        #[arg(help = VERIFY_RAPOR)]
        #[arg(long, value_name = "DOSYA")]
        rapor: Option<PathBuf>,
        #[arg(help = VERIFY_METIN)]
        #[arg(long, value_name = "YOL", num_args = 1..)]
        metin: Vec<PathBuf>,
    },
    #[command(about = ACCEPT)]
    Accept {
        #[arg(help = ACCEPT_RAPOR)]
        #[arg(long, value_name = "DOSYA")]
        rapor: Option<PathBuf>,
        #[arg(help = ACCEPT_METIN)]
        #[arg(long, value_name = "YOL", num_args = 1..)]
        metin: Vec<PathBuf>,
    },
    #[command(about = DOCS)]
    Docs,
    #[command(about = KESIF)]
    Kesif {
        #[arg(help = KESIF_SECENEKLER)]
        #[arg(trailing_var_arg = true, allow_hyphen_values = true, value_name = "SEÇENEKLER")]
        secenekler: Vec<String>,
    },
    #[command(about = KITAP)]
    Kitap {
        #[arg(help = KITAP_SECENEKLER)]
        #[arg(trailing_var_arg = true, allow_hyphen_values = true, value_name = "SEÇENEKLER")]
        secenekler: Vec<String>,
    },
    #[command(about = MUTASYON)]
    Mutasyon {
        #[arg(help = MUTASYON_DERSLER)]
        #[arg(value_name = "DERS")]
        dersler: Vec<String>,
    },
    #[command(about = PROVA)]
    Prova {
        #[arg(help = PROVA_YENI_DERS)]
        #[arg(long)]
        yeni_ders: bool,
    },
    #[command(about = TEST)]
    Test {
        #[arg(help = TEST_HIZLI)]
        #[arg(long)]
        hizli: bool,
        #[arg(help = TEST_YENIDEN)]
        #[arg(long)]
        yeniden: bool,
    },
}

// What `cargo xtask --help` and each chore's help say (Turkish, for people).
const XTASK: &str =
    "Projenin işleri: çıktıları doğrulamak, değişiklikleri kabul etmek, bütün testleri koşmak";
const VERIFY: &str = "Her programı koşar, çıktısını xtask/snapshots'taki anlık görüntüyle (ve \
    varsa ../shared/reference'taki yayımlanan çıktıyla) karşılaştırır, docs/ altındaki üretilmiş \
    blokları ve derslerin iddialarını denetler; bir farkta 1 ile çıkar";
const VERIFY_RAPOR: &str = "Raporu ayrıca JSON olarak bu dosyaya yazar (prova okur)";
const VERIFY_METIN: &str = "Ders metinlerini de denetler (dosyalar ya da klasörler): her basılı \
    çıktıyı Rust programının K01'in bugünkü sayılarıyla bastığıyla karşılaştırır, bozuk iddiaları \
    metnin bölüm başlığında gösterir, metnin kodundaki K01 sayılarını crates/k01 ile karşılaştırır; \
    node varsa metnin kodunu çalıştırıp basılı çıktısıyla ve `kosum` işlevini portla karşılaştırır";
const ACCEPT: &str = "Bugünkü çıktıları yeni anlık görüntü olarak yazar ve docs/ bloklarını \
    yeniler (farkları önce verify ile okuyun). İddialar kendiliğinden değişmez";
const ACCEPT_RAPOR: &str = "Son verify'ın raporunu ayrıca JSON olarak bu dosyaya yazar";
const ACCEPT_METIN: &str = "Bu ders metinlerindeki eskimiş basılı çıktıları yerinde, bayt bayt \
    yeniden yazar; başka hiçbir satıra, koda da dokunmaz. Yeri belirsiz bir çıktının metnini yazmaz";
const DOCS: &str = "docs/ altındaki üretilmiş blokları bugünkü çıktılarla yeniden yazar";
const KESIF: &str = "Derslerin değişmezlerini seçenek ızgaralarında, özelliklerini her arıza \
    sırasında (stateright, crates/kesif) release derlemesiyle dener; kusurlu modellerin \
    yakalandığını ve sonuçların docs/kesif.json'dakilerle aynı olduğunu denetler. `--` sonrası \
    kesif'in kendi seçenekleridir (cargo xtask kesif -- --help)";
const KESIF_SECENEKLER: &str = "kesif'e geçen seçenekler (--json, --kucuk, --yaz, --gezgin DERS, --ders DERS, --metin, \
     --sinir-dugum N, ...)";
const KITAP: &str = "Kursun web sitesini kurar (crates/kitap): docs/'tan bir mdBook, \
    cargo'nun hedef klasöründe (çoğunlukla target/kitap/), her ders sayfasında dersin Rust kodunu tarayıcıda (WebAssembly) \
    çalıştıran bir panel. `--` sonrası kitap'ın kendi seçenekleridir: --sun (sunar), --sina \
    (Chromium'da CLI ile karşılaştırır), --ekran (docs/ekran/ görüntüleri); cargo xtask kitap \
    -- --help";
const KITAP_SECENEKLER: &str =
    "kitap'a geçen seçenekler (--sun, --adres ADRES, --sina, --ekran, --kurmadan)";
const MUTASYON: &str = "Derslerin testlerinin ve keşif aracının gücünü ölçer: cargo-mutants üç \
    model dosyasını değiştirir, her mutant dersin testleri ve kesif'in küçük sınırlardaki \
    testleriyle sınanır; sonuç (skor, kaçan her mutant, model dosyalarının özeti) \
    docs/mutasyon.json'a yazılır. İki çekirdekte yaklaşık 20 dakika sürer; cargo xtask test bunu koşmaz, verify sonucun \
    eskidiğini söyler";
const MUTASYON_DERSLER: &str = "Yalnız bu dersler (varsayılan hepsi)";
const PROVA: &str = "Değişiklik akışını baştan sona dener. Ağacın bir kopyasında önce kursun \
    ilk dersini yeni bir adla ekler: elle yalnız dört dosya düzenlenir, gerisini projenin komutları \
    yazar; verify, küçük sınırlarda keşif aracı, kitabın kurulumu, panelin testleri ve tarayıcı \
    sınamasının planı yeni dersi adıyla içermelidir. Sonra aynı kopyada KK4 duyarlılığını iki \
    azaltır, sonra günlük fatura satırını dörtte bir artırır; verify'ın değişen çalıştırmaları, \
    eskiyen belgeleri, bozulan iddiaları, yayımlanan çıktılardan (kopyanın yanına ağacın kendi programlarından \
    yazılır) ve (../shared/seeds varsa) ders metinlerinden farkları adlandırdığını, accept'ten \
    sonra yalnız bekleneni bıraktığını denetler. En sonda K01'e yeni bir varsayım (KK5) ekler ve \
    yeni dersin hesap'ındaki bir sayıya uygular: elle yalnız iki dosya; yardımın, hesap --json'un, \
    docs/k01.md'nin ve verify'ın onu izlediğini denetler";
const PROVA_YENI_DERS: &str = "Yalnız yeni ders provası (K01 provaları olmadan)";
const TEST: &str = "Projenin bütün denetimlerini aşama aşama koşar ve sonunda her aşamanın \
    süresini yazar: paketlerin testleri (hepsi tek derlemeyle), kesif küçük sınırlarla, sitenin \
    testleri ve tarayıcı sınaması (kitap --sina; Chromium yoksa eksik kaldığını söyler, CI=true \
    iken başarısız olur), prova. Girdileri (okuduğu dosyalar, ../shared, derleyici, derlemeyi \
    değiştiren ortam değişkenleri, sitede Node.js, npm ve Chromium'un sürümleri) son geçtiği \
    çalıştırmadakiyle aynı olan aşamayı atlar ve bunu söyler";
const TEST_HIZLI: &str = "prova'yı atla (ilk çalıştırması ağacın bir kopyasını sıfırdan derler)";
const TEST_YENIDEN: &str = "Girdileri değişmemiş aşamaları da koş";

/// How xtask is called.
const KULLANIM: &str = "cargo xtask <İŞ> [SEÇENEKLER]";

/// The top-level help layout: the chores, then the options.
const ISLER_SABLONU: &str = "{about-with-newline}\nKullanım: \
     {usage}\n\nİşler:\n{subcommands}\n\nSeçenekler:\n{options}";

/// A chore's help layout when it takes arguments: them, then the options.
const KONUMLU_SABLONU: &str = "{about-with-newline}\nKullanım: {usage}\n\nArgümanlar:\n\
     {positionals}\n\nSeçenekler:\n{options}{after-help}";

/// xtask's command line, in Turkish like every program of the project.
fn komut() -> clap::Command {
    let c = Arg::command().disable_help_subcommand(true).mut_subcommands(|s| {
        // a chore's own arguments (mutasyon's lessons, kitap's options) are named in its usage
        // and listed above its options
        let konumlu: Vec<String> = s
            .get_positionals()
            .map(|a| {
                a.get_value_names().and_then(|v| v.first()).map_or("ARG".into(), |v| v.to_string())
            })
            .collect();
        let kullanim = match konumlu.first() {
            Some(ad) if ad == "SEÇENEKLER" => format!("cargo xtask {} [SEÇENEKLER]", s.get_name()),
            Some(ad) => format!("cargo xtask {} [SEÇENEKLER] [{ad}]...", s.get_name()),
            None => format!("cargo xtask {} [SEÇENEKLER]", s.get_name()),
        };
        let s = program::komut::yardim(s.override_usage(kullanim));
        if konumlu.is_empty() { s } else { s.help_template(KONUMLU_SABLONU) }
    });
    program::komut::surum(program::komut::yardim(c)).help_template(ISLER_SABLONU)
}

/// The chore the command line names; help, version or a usage error end the program here.
fn is_oku() -> Result<Is, ExitCode> {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let e = match komut().try_get_matches_from(&args).and_then(|m| Arg::from_arg_matches(&m)) {
        Ok(a) => return Ok(a.is),
        Err(e) => e,
    };
    // help beside an unknown flag: the flag is refused, not the help shown
    let e = match e.kind() {
        clap::error::ErrorKind::DisplayHelp => {
            program::komut::yardimin_yanindaki_hata(&komut(), &args).unwrap_or(e)
        }
        _ => e,
    };
    let kod = program::komut::arac_durdu(&e, "xtask", KULLANIM, env!("CARGO_PKG_VERSION"));
    Err(ExitCode::from(kod))
}

fn main() -> ExitCode {
    let is = match is_oku() {
        Ok(is) => is,
        Err(kod) => return kod,
    };
    let sonuc = match is {
        Is::Verify { rapor, metin } => verify(rapor.as_deref(), &metin),
        Is::Accept { rapor, metin } => accept(rapor.as_deref(), &metin),
        Is::Docs => docs(),
        Is::Kesif { secenekler } => kesif(&secenekler, true),
        Is::Kitap { secenekler } => match kitap(&secenekler) {
            Ok(Sinama::Atlandi) => Err(Hata::Calismadi("kitap: tarayıcı yok, sınanmadı".into())),
            s => s.map(|_| ()),
        },
        Is::Mutasyon { dersler } => mutasyon::mutasyon(&dersler),
        Is::Prova { yeni_ders: true } => ders_provasi::prova(),
        Is::Prova { yeni_ders: false } => ders_provasi::prova().and_then(|()| {
            let agac = ders_provasi::agac()?;
            for a in prova::prova(&agac)? {
                println!("prova: yapılmadı: {}: {}", a.ne, a.neden);
            }
            varsayim_provasi::prova(&agac)
        }),
        Is::Test { hizli, yeniden } => testler::test(hizli, yeniden),
    };
    match sonuc {
        Ok(()) => ExitCode::SUCCESS,
        // a tool's own refusal stands alone
        Err(Hata::Reddedildi) => ExitCode::from(Hata::Reddedildi.cikis_kodu()),
        Err(e) => {
            eprintln!("xtask: {e}");
            ExitCode::from(e.cikis_kodu())
        }
    }
}

fn verify(rapor_dosyasi: Option<&Path>, metin: &[PathBuf]) -> GorevSonucu {
    let r = dogrula::dogrula(true, metin, dogrula::yayimlanan().as_deref())?;
    dogrula::yazdir(&r);
    // the mutation tests take about 20 minutes: a stale result is said, not failed
    if let Some(uyari) = mutasyon::eskidi_mi()? {
        eprintln!("verify: UYARI: {uyari}");
    }
    if let Some(yol) = rapor_dosyasi {
        let json = serde_json::to_string_pretty(&r).map_err(|e| Hata::Calismadi(e.to_string()))?;
        std::fs::write(yol, json).map_err(calismadi(yol.display()))?;
    }
    if r.temiz() { Ok(()) } else { Err(Hata::Bulundu("verify: fark var (yukarıda)".into())) }
}

fn accept(rapor: Option<&Path>, metin: &[PathBuf]) -> GorevSonucu {
    // insta writes snapshots in place when INSTA_UPDATE=always; run verify that way.
    let kendi = std::env::current_exe().map_err(calismadi("xtask'in kendi yolu"))?;
    let durum = std::process::Command::new(kendi)
        .arg("verify")
        .env("INSTA_UPDATE", "always")
        .env("INSTA_FORCE_PASS", "1")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .map_err(calismadi("accept: verify"))?;
    // Exit code 1 is expected here (claims may still fail); 2 or a signal means it did not run.
    if durum.code() != Some(0) && durum.code() != Some(1) {
        return Err(Hata::Calismadi(format!("accept: ilk verify çalışmadı ({durum})")));
    }
    dogrula::temizle().map_err(calismadi("accept: .snap.new temizliği"))?;
    docs()?;
    let mut reddedilen = Vec::new();
    if !metin.is_empty() {
        let (degisen, red) = metin::yenile(metin, &dogrula::ciktilar()?);
        for d in &degisen {
            println!("  metin yenilendi: {d}");
        }
        for r in &red {
            println!("  METİN YAZILMADI: {r}");
        }
        println!(
            "accept --metin: {} basılı çıktı yenilendi, {} yazılmadı",
            degisen.len(),
            red.len()
        );
        reddedilen = red;
    }
    verify(rapor, metin)?;
    if reddedilen.is_empty() {
        Ok(())
    } else {
        Err(Hata::Bulundu("accept: yeri belirsiz basılı çıktılar yazılmadı (yukarıda)".into()))
    }
}

/// kesif explores millions of states: built in release (or, at small bounds, in the test
/// build), in its own package (xtask does not compile stateright).
fn kesif(secenekler: &[String], release: bool) -> GorevSonucu {
    let durum = cargo::cargo()
        .args(["run", "--quiet", "--package", "kesif"])
        .args(if release { &["--release"][..] } else { &[] })
        .arg("--")
        .args(secenekler)
        .current_dir(cargo::kok())
        .status()
        .map_err(calismadi("kesif"))?;
    kesif_sonucu(durum)
}

/// What kesif's exit status comes to: done, something found, its arguments refused (it said
/// why: xtask adds nothing), or it could not run.
fn kesif_sonucu(durum: std::process::ExitStatus) -> GorevSonucu {
    match durum.code() {
        Some(0) => Ok(()),
        Some(1) => Err(Hata::Bulundu("kesif: beklenmeyen sonuç (yukarıda)".into())),
        Some(2) => Err(Hata::Reddedildi),
        _ => Err(Hata::Calismadi(format!("kesif çalışmadı ({durum})"))),
    }
}

/// What `kitap --sina` came to when xtask ran it.
#[derive(Debug, PartialEq, Eq)]
enum Sinama {
    /// It ran and passed.
    Gecti,
    /// No browser on this machine (outside CI): nothing was tested.
    Atlandi,
}

/// The website is built by its own package (mdBook, the WebAssembly toolchain): neither verify
/// nor the lesson programs compile it. Where the lesson texts are beside the tree, the book is
/// built with them (`--metinler`): each moment shows its sentence.
fn kitap(secenekler: &[String]) -> GorevSonucu<Sinama> {
    let mut metinler = Vec::new();
    let klasor =
        kardes::Gereksinim::Metinler.klasor().filter(|_| kardes::Gereksinim::Metinler.var());
    if let Some(k) = klasor.filter(|_| !secenekler.iter().any(|s| s.starts_with("--metinler"))) {
        metinler = vec!["--metinler".to_string(), k.display().to_string()];
    }
    let durum = cargo::cargo()
        .args(["run", "--quiet", "--package", "kitap", "--"])
        .args(secenekler)
        .args(&metinler)
        .current_dir(cargo::kok())
        .status()
        .map_err(calismadi("kitap"))?;
    match durum.code() {
        Some(0) => Ok(Sinama::Gecti),
        // kitap's own exit code for a browser test skipped for want of a browser
        Some(3) => Ok(Sinama::Atlandi),
        Some(1) => Err(Hata::Bulundu("kitap: başarısız (yukarıda)".into())),
        // kitap refused its arguments and said why
        Some(2) => Err(Hata::Reddedildi),
        _ => Err(Hata::Calismadi(format!("kitap çalışmadı ({durum})"))),
    }
}

fn docs() -> GorevSonucu {
    let (bloklar, resimler) = dogrula::belgeleri_yaz()?;
    for b in &bloklar {
        println!("  yenilendi: {}", b.etiket());
    }
    for r in &resimler {
        println!("  yeniden çizildi: {}", r.display());
    }
    println!("docs: {} blok yenilendi, {} resim çizildi", bloklar.len(), resimler.len());
    Ok(())
}

#[cfg(test)]
mod tests {
    /// A refusal of kesif's arguments is passed on as the refusal it is: exit code 2 and no
    /// word of xtask's own after kesif's message.
    #[cfg(unix)]
    #[test]
    fn kesif_reddi_ret_olarak_gecer() {
        use std::os::unix::process::ExitStatusExt;
        let ret = super::kesif_sonucu(std::process::ExitStatus::from_raw(2 << 8)).unwrap_err();
        assert_eq!((ret.cikis_kodu(), ret.to_string()), (2, String::new()));
        let coktu = super::kesif_sonucu(std::process::ExitStatus::from_raw(101 << 8));
        assert!(coktu.unwrap_err().to_string().starts_with("kesif çalışmadı"));
    }

    use super::*;
    use std::sync::Mutex;

    /// Tests that build the programs take turns: each build copies them into
    /// `target/debug/programlar/`, and a copy being written cannot be run ("text file busy").
    static DERLEME: Mutex<()> = Mutex::new(());

    /// The snapshot and docs comparison, inside `cargo test` (each lesson's claims run in its
    /// own package's tests; the published outputs in [`yayimlanan_ciktilarla_ayni`]).
    #[test]
    fn ciktilar_ve_belgeler_guncel() {
        let _sira = DERLEME.lock().unwrap_or_else(|e| e.into_inner());
        let r = dogrula::dogrula(false, &[], None).expect("programs build");
        dogrula::yazdir(&r);
        assert!(r.temiz(), "değişen: {:?}, eski bloklar: {:?}", r.bozuklar(), r.eski_bloklar);
    }

    /// Each program without arguments prints its published output byte for byte.
    #[test]
    #[ignore = "gerekir: ../shared/reference"]
    fn yayimlanan_ciktilarla_ayni() {
        let referans = kardes::Gereksinim::Yayimlanan.klasor().expect("a folder");
        let mut karsilastirilan = 0;
        for d in dersler::DERSLER {
            for p in ders::Program::HEPSI {
                let yol = referans.join(d.ad()).join(format!("{}.txt", p.ad()));
                let yayimlanan = std::fs::read_to_string(&yol)
                    .unwrap_or_else(|e| panic!("{}: {e}", yol.display()));
                let c = d.calistir(p, &[]);
                assert_eq!(
                    (c.kod, c.cikti.as_str()),
                    (0, yayimlanan.as_str()),
                    "{} {}",
                    d.ad(),
                    p.ad()
                );
                karsilastirilan += 1;
            }
        }
        assert_eq!(karsilastirilan, 2 * dersler::DERSLER.len());
    }

    /// Every program reports output it could not write (closed standard output, full disk) and
    /// ends quietly when its reader leaves early. The built programs run as processes, each
    /// package built apart (they share program names).
    #[cfg(unix)]
    #[test]
    fn yazilamayan_cikti_bildirilir() {
        let _sira = DERLEME.lock().unwrap_or_else(|e| e.into_inner());
        for d in dersler::DERSLER {
            for (program, yol) in cargo::derle(d.ad()).expect("the lesson builds") {
                deneme::yazma_hatalari(&format!("{} {program}", d.ad()), &yol);
                if (d.ad(), program.as_str()) == ("lider", "olc") {
                    // about 3 MB of story: the reader closes long before the end
                    let uzun = ["--iz", "--dugum", "100", "--tur", "10000"];
                    deneme::erken_kapanan_okuyan(&yol, &uzun);
                }
            }
        }
    }

    /// xtask speaks Turkish too: its help, each chore's help, and every usage error.
    #[test]
    fn yardim_ve_hatalar_turkce() {
        let ingilizce = ["Usage", "Commands", "Options", "Print", "error:", "tip:", "For more"];
        let mut metinler = vec![komut().render_help().to_string()];
        for is in komut().get_subcommands_mut() {
            metinler.push(is.render_help().to_string());
        }
        for args in
            [&["xtask", "yok"][..], &["xtask", "verfy"], &["xtask"], &["xtask", "verify", "-x"]]
        {
            let e = komut().try_get_matches_from(args).expect_err("a usage error");
            metinler.push(program::komut::kullanim_hatasi(&e, "xtask", KULLANIM));
        }
        for m in &metinler {
            assert!(!ingilizce.iter().any(|i| m.contains(i)), "{m}");
            assert!(m.contains("Kullanım: cargo xtask"), "{m}");
            assert_eq!(deneme::harfsiz_kelimeler(m), Vec::<String>::new(), "{m}");
        }
        assert!(
            metinler[1].contains("Kullanım: cargo xtask verify [SEÇENEKLER]"),
            "{}",
            metinler[1]
        );
        assert!(metinler.last().unwrap().starts_with("xtask: tanınmayan argüman '-x'"));
    }
}
