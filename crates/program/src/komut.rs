//! The program runtime: `olc` and `hesap` of any lesson. The flags come from the lesson's option
//! declarations ([`ders::Senaryo::SENARYO`], [`ders::HesapSonucu::VARSAYIMLAR`]) plus the output
//! flags every program has; the parsed values become the base scenario; the result prints as
//! plain text, Markdown or JSON. Every message is Turkish and names the flag at fault.
//!
//! Exit codes: 0 printed; 1 could not print (a full disk, a closed standard output); 2 bad input
//! (a value outside its range, an unknown flag, an option set the program's own rules refuse),
//! with nothing on standard output. A reader that closes the pipe early (`| head -1`) ends the
//! program at once with 0 and no message.

use crate::calistirma::{
    coz, gecersiz_deger, hata_iletisi, hesapla_ile, program_hatasi, taninmayan, zaman_cizelgesi,
};
use cikti::rapor::Cikti;
use clap::builder::TypedValueParser;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, ArgAction, Command};
use ders::secenek::{Deger, JSON, KARSILASTIR, MARKDOWN, Tanim, kisalt};
use ders::tek_degisiklik::TEK_DEGISIKLIK;
use ders::{Degerler, Program, Programlar, tanimlar};
use std::ffi::{OsStr, OsString};
use std::io::Write;
use std::path::Path;

use crate::anahtarlar::json_yardimi;
use crate::kurallar::{
    SVG, cikti_catismasi, dusenle_ariza, ham, iz_ile_karsilastirma, svg_yazma_hatasi,
    svg_yolu_hatasi,
};
use crate::yazilan::hata_metni;
pub use crate::yazilan::yazildigi_gibi;

/// clap's help layout with Turkish headings; every program of the project uses it.
pub const YARDIM_SABLONU: &str =
    "{about-with-newline}\nKullanım: {usage}\n\nSeçenekler:\n{options}{after-help}";

/// An option's value parser: the declaration's own, with the flag named in its error, and a
/// value that is not UTF-8 refused as a bad value of that flag.
#[derive(Clone)]
struct Ayristirici(&'static dyn Tanim);

impl TypedValueParser for Ayristirici {
    type Value = Deger;

    fn parse_ref(&self, c: &Command, _: Option<&Arg>, deger: &OsStr) -> Result<Deger, clap::Error> {
        let neden = match deger.to_str().map(|m| self.0.ayristir(m)) {
            Some(Ok(d)) => return Ok(d),
            Some(Err(neden)) => neden,
            None => "UTF-8 olmayan bir değer".into(),
        };
        let mut e = clap::Error::new(ErrorKind::ValueValidation).with_cmd(c);
        let metin = |m: String| ContextValue::String(m);
        e.insert(ContextKind::InvalidArg, metin(format!("--{}", self.0.bayrak())));
        e.insert(ContextKind::InvalidValue, metin(yazildigi_gibi(deger)));
        e.insert(ContextKind::Custom, metin(neden));
        Err(e)
    }
}

/// Message `metin` with each argument of `args` that is not UTF-8, which clap quotes with '�',
/// quoted as typed instead ([`yazildigi_gibi`]).
fn utf8_olmayanlar_yazildigi_gibi(mut metin: String, args: &[OsString]) -> String {
    for a in args.iter().filter(|a| a.to_str().is_none()) {
        metin = metin.replace(&*a.to_string_lossy(), &yazildigi_gibi(a));
    }
    metin
}

/// One flag, from its declaration.
fn bayrak(t: &'static dyn Tanim) -> Arg {
    bayrak_yardimiyla(t, t.yardim())
}

/// One flag, from its declaration, with help `yardim`.
fn bayrak_yardimiyla(t: &'static dyn Tanim, yardim: String) -> Arg {
    let a = Arg::new(t.ad()).long(t.bayrak()).help(yardim);
    match t.deger_adi() {
        None => a.action(ArgAction::SetTrue),
        Some(ad) => a
            .value_name(ad)
            .action(ArgAction::Set)
            // `--kira -1` is a bad value for --kira, not an unknown flag `-1`
            .allow_hyphen_values(true)
            .value_parser(Ayristirici(t)),
    }
}

/// `-h`/`--help` (also `--yardim`) with a Turkish help line and the Turkish help layout, for any
/// command of the project.
pub fn yardim(c: Command) -> Command {
    c.disable_help_flag(true).help_template(YARDIM_SABLONU).arg(
        Arg::new("yardim")
            .short('h')
            .long("help")
            // the word a Turkish reader may type first, with or without its letter
            .aliases(["yardim", "yardım"])
            .action(ArgAction::Help)
            .help("Bu yardımı gösterir"),
    )
}

/// `-V`/`--version` with a Turkish help line.
pub fn surum(c: Command) -> Command {
    c.disable_version_flag(true).arg(
        Arg::new("surum")
            .short('V')
            .long("version")
            .action(ArgAction::Version)
            .help("Sürümü gösterir"),
    )
}

/// Program `p`'s command line, named `ad`.
fn komut<D: Programlar>(ad: &str, p: Program) -> Command {
    let aciklama = match p {
        Program::Olc => D::OLC_ACIKLAMASI,
        Program::Hesap => D::HESAP_ACIKLAMASI,
    };
    let mut c = Command::new(ad.to_string())
        .about(aciklama)
        .version(env!("CARGO_PKG_VERSION"))
        .override_usage(format!("{ad} [SEÇENEKLER]"))
        // help wraps at 100 columns whatever the terminal, so docs and snapshots stay stable
        .term_width(100);
    for t in tanimlar::<D>(p) {
        c = c.arg(bayrak_yardimiyla(t, ders::yardim::<D>(p, t)));
    }
    if p == Program::Olc {
        // any path the system takes, UTF-8 or not
        let yol = clap::builder::OsStringValueParser::new();
        c = c.arg(
            Arg::new(SVG)
                .long(SVG)
                .value_name("DOSYA")
                .action(ArgAction::Set)
                .value_parser(yol)
                .help(format!(
                    "İlk tablonun koşumlarının zaman çizelgesini (web panelindekiyle aynı resim) \
                     SVG olarak DOSYA'ya yazar, - ise tablolar yerine standart çıktıya{}",
                    match D::ZAMAN_SINIRI {
                        "" => String::new(),
                        s => format!("; {s}"),
                    }
                )),
        );
        // a command-line flag only: the page searches above the budget in its Web Worker
        c = c.arg(bayrak(&TEK_DEGISIKLIK));
    }
    surum(yardim(c.arg(bayrak(&JSON).conflicts_with(MARKDOWN.ad)).arg(bayrak(&MARKDOWN))))
}

/// A usage error in Turkish, in the project's voice: who speaks (`kim`, e.g. `lider olc`), what
/// is wrong (the flag named, a long value shortened), the usage line (`kullanim`, e.g.
/// `olc [SECENEKLER]`), and where to read more (the usage's command with `--help`).
pub fn kullanim_hatasi(e: &clap::Error, kim: &str, kullanim: &str) -> String {
    let metin = |k| match e.get(k) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(s)) => Some(s.join(", ")),
        _ => None,
    };
    let arg = metin(ContextKind::InvalidArg).unwrap_or_default();
    let bayrak = arg.split(' ').next().unwrap_or_default().to_string();
    let ham = metin(ContextKind::InvalidValue);
    let deger = ham.as_deref().map(kisalt);
    let neden = match e.kind() {
        ErrorKind::ValueValidation => {
            let neden =
                metin(ContextKind::Custom).unwrap_or_else(|| "kabul edilen bir değer değil".into());
            gecersiz_deger(&bayrak, &ham.unwrap_or_default(), &neden)
        }
        // a value typed but not among those the flag takes, or none typed
        ErrorKind::InvalidValue => match deger.as_deref().filter(|d| !d.is_empty()) {
            Some(d) => {
                let gecerli = metin(ContextKind::ValidValue)
                    .map(|g| format!(" (alabildikleri: {g})"))
                    .unwrap_or_default();
                format!("{bayrak} '{d}' değerini almaz{gecerli}")
            }
            None => format!("{arg} bir değer ister"),
        },
        ErrorKind::UnknownArgument => {
            let oneri = metin(ContextKind::SuggestedArg)
                .map(|o| format!(" (şunu mu demek istediniz: {o})"))
                .unwrap_or_default();
            format!("{}{oneri}", taninmayan(&arg))
        }
        ErrorKind::ArgumentConflict => match metin(ContextKind::PriorArg) {
            Some(onceki) if onceki == arg => format!("{bayrak} bir kez verilebilir"),
            Some(onceki) => {
                let onceki = onceki.split(' ').next().unwrap_or_default().to_string();
                format!("{bayrak} ile {onceki} birlikte kullanılamaz")
            }
            None => format!("{bayrak} başka bir seçenekle birlikte kullanılamaz"),
        },
        ErrorKind::TooManyValues if deger.is_some() => {
            format!("{bayrak} değer almaz ('{}' verildi)", deger.unwrap_or_default())
        }
        ErrorKind::TooManyValues | ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            format!("{bayrak} için değer sayısı yanlış")
        }
        ErrorKind::InvalidSubcommand => {
            let is = metin(ContextKind::InvalidSubcommand).unwrap_or_default();
            let oneri = metin(ContextKind::SuggestedSubcommand)
                .map(|o| format!(" (şunu mu demek istediniz: {o})"))
                .unwrap_or_default();
            format!("bilinmeyen iş '{}'{oneri}", kisalt(&is))
        }
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            "bir iş adı gerekir".into()
        }
        ErrorKind::NoEquals => format!("{bayrak} değerini '=' ile ister"),
        ErrorKind::MissingRequiredArgument => format!("eksik argüman: {arg}"),
        ErrorKind::InvalidUtf8 => "UTF-8 olmayan bir argüman var".into(),
        _ => "komut satırı okunamadı".into(),
    };
    kullanim_iletisi(kim, &neden, kullanim)
}

/// A usage error's three lines: who speaks and what is wrong, the usage line, where to read
/// more (the usage's command with `--help`).
pub fn kullanim_iletisi(kim: &str, neden: &str, kullanim: &str) -> String {
    let ad = kullanim.split([' ']).take_while(|p| !p.starts_with(['[', '<'])).collect::<Vec<_>>();
    format!("{kim}: {neden}\nKullanım: {kullanim}\nAyrıntılar için: {} --help\n", ad.join(" "))
}

/// The arguments a URL fragment stands for: `k=v` is `--k v`, a bare `k` is `--k`, each part
/// percent-decoded ([`crate::calistirma::coz`]); empty parts are skipped.
pub fn parca_argumanlari(parca: &str) -> Vec<String> {
    let mut a = Vec::new();
    for p in parca.trim_start_matches('#').split('&').filter(|p| !p.is_empty()) {
        match p.split_once('=') {
            Some((k, v)) => a.extend([format!("--{}", coz(k)), coz(v)]),
            None => a.push(format!("--{}", coz(p))),
        }
    }
    a
}

/// Reads a URL fragment as the command line reads the arguments it stands for
/// ([`parca_argumanlari`]): program `p`'s option values, or the command line's first message
/// (without the program's name) with the flag it names (empty if it names none).
pub fn parcayi_oku<D: Programlar>(p: Program, parca: &str) -> Result<Degerler, (String, String)> {
    let kim = format!("{} {}", D::AD, p.ad());
    let args = std::iter::once(p.ad().to_string()).chain(parca_argumanlari(parca));
    let komut = komut::<D>(p.ad(), p);
    match komut.clone().try_get_matches_from(args) {
        Ok(m) => match iz_ile_karsilastirma(&m) {
            Some(neden) => Err((format!("--{}", KARSILASTIR.bayrak()), neden)),
            None => {
                let d = degerler(&m, &tanimlar::<D>(p));
                match dusenle_ariza::<D>(p, &m, &d) {
                    Some(neden) => Err((format!("--{}", ders::secenek::ARIZA_ADI), neden)),
                    None => Ok(d),
                }
            }
        },
        Err(e) if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) => {
            Err((String::new(), "--help ve --version yalnız komut satırında".into()))
        }
        Err(mut e) => {
            turkce_harfli_oneri(&mut e, &komut);
            let bayrak = match e.get(ContextKind::InvalidArg) {
                Some(ContextValue::String(s)) => s.split(' ').next().unwrap_or_default().into(),
                _ => String::new(),
            };
            let metin = kullanim_hatasi(&e, &kim, p.ad());
            let ilk = metin.lines().next().unwrap_or_default();
            Err((bayrak, ilk.trim_start_matches(&format!("{kim}: ")).to_string()))
        }
    }
}

/// The option values a parse found, each option at its default where no flag gave it.
fn degerler(m: &clap::ArgMatches, tanimlar: &[&'static dyn Tanim]) -> Degerler {
    let mut d = Degerler::varsayilan(tanimlar);
    for &t in tanimlar {
        let verilen = match t.deger_adi() {
            None => m.get_flag(t.ad()).then_some(Deger::Acik(true)),
            Some(_) => m.get_one::<Deger>(t.ad()).cloned(),
        };
        if let Some(v) = verilen {
            d = d.ile(t, v);
        }
    }
    d
}

/// Writes `metin` to `out` and says how the program ends: 0 when written or when the reader
/// closed the pipe early (nothing more to say to anyone), else 1 with a one-line message on
/// `err` naming what could not be written.
pub fn yaz(metin: &str, out: &mut dyn Write, err: &mut dyn Write, kim: &str, ne: &str) -> u8 {
    match out.write_all(metin.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => 0,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => 0,
        Err(e) => {
            let _ = writeln!(err, "{kim}: {ne} yazılamadı: {}", hata_metni(&e));
            1
        }
    }
}

/// How a tool of the project (`kesif`, `kitap`, `xtask`) ends when clap stops it before any
/// work: its help, or `kim surum`, on standard output (0, or 1 when that cannot be written);
/// any other stop as a Turkish usage error on standard error (2). Returns the exit code.
pub fn arac_durdu(e: &clap::Error, kim: &str, kullanim: &str, surum: &str) -> u8 {
    let (mut out, mut err) = (std::io::stdout(), std::io::stderr());
    match e.kind() {
        ErrorKind::DisplayHelp => {
            let yardim = format!("{}\n", e.to_string().trim_end());
            yaz(&yardim, &mut out, &mut err, kim, "yardım")
        }
        ErrorKind::DisplayVersion => {
            yaz(&format!("{kim} {surum}\n"), &mut out, &mut err, kim, "sürüm")
        }
        _ => {
            let _ = write!(err, "{}", kullanim_hatasi(e, kim, kullanim));
            2
        }
    }
}

/// The command line `c` of a tool of the project (`kim`, used as `kullanim`, at version
/// `surum`) read from the process's arguments; or, when clap stops before any work, how the
/// tool ends ([`arac_durdu`]): help asked for beside an unknown flag is the unknown flag's
/// refusal ([`yardimin_yanindaki_hata`]).
pub fn arac_arguman(
    c: Command,
    kim: &str,
    kullanim: &str,
    surum: &str,
) -> Result<clap::ArgMatches, std::process::ExitCode> {
    let args: Vec<OsString> = std::env::args_os().collect();
    c.clone().try_get_matches_from(&args).map_err(|e| {
        let e = match e.kind() {
            ErrorKind::DisplayHelp => yardimin_yanindaki_hata(&c, &args).unwrap_or(e),
            _ => e,
        };
        arac_durdu(&e, kim, kullanim, surum).into()
    })
}

/// Where `args` ask for help (`-h`, `--help`, `--yardim`), the error clap gives for an unknown
/// flag among the other arguments, which help would otherwise hide (`--help --bilinmeyen` is a
/// typo, not a question); none where every other flag is known.
pub fn yardimin_yanindaki_hata(c: &Command, args: &[OsString]) -> Option<clap::Error> {
    let yardim = ["-h", "--help", "--yardim", "--yardım"];
    let kalan: Vec<&OsString> = args.iter().filter(|a| !yardim.iter().any(|y| a == y)).collect();
    match c.clone().try_get_matches_from(kalan) {
        Err(e) if e.kind() == ErrorKind::UnknownArgument => Some(e),
        _ => None,
    }
}

/// Runs program `p` of lesson `D` on `args` (the first is the program's name as invoked):
/// parses, computes, prints the chosen format to `out`. Returns the exit code (see the module's
/// documentation), with any message on `err`.
pub fn calistir<D: Programlar>(
    p: Program,
    args: Vec<OsString>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> u8 {
    let ad = args.first().map(|a| a.to_string_lossy().into_owned()).unwrap_or_default();
    let ad =
        std::path::Path::new(&ad).file_name().map_or(ad.clone(), |a| a.to_string_lossy().into());
    let kim = format!("{} {}", D::AD, p.ad());
    let tanimlar = tanimlar::<D>(p);
    let mut komut = komut::<D>(&ad, p);
    let sonuc = komut.clone().try_get_matches_from(&args);
    let sonuc = match sonuc {
        Err(e) if e.kind() == ErrorKind::DisplayHelp => {
            Err(yardimin_yanindaki_hata(&komut, &args).unwrap_or(e))
        }
        s => s,
    };
    let m = match sonuc {
        Ok(m) => m,
        Err(e) if e.kind() == ErrorKind::DisplayHelp => {
            komut = komut.after_help(json_yardimi::<D>(p, &tanimlar));
            return yaz(&komut.render_help().to_string(), out, err, &kim, "yardım");
        }
        Err(e) if e.kind() == ErrorKind::DisplayVersion => {
            let surum = format!("{kim} {}\n", env!("CARGO_PKG_VERSION"));
            return yaz(&surum, out, err, &kim, "sürüm");
        }
        Err(mut e) => {
            turkce_harfli_oneri(&mut e, &komut);
            let metin = kullanim_hatasi(&e, &kim, &format!("{ad} [SEÇENEKLER]"));
            let _ = write!(err, "{}", utf8_olmayanlar_yazildigi_gibi(metin, &args[1..]));
            return 2;
        }
    };
    let mut d = degerler(&m, &tanimlar);
    let svg = m.try_get_one::<OsString>(SVG).ok().flatten();
    if let Some(neden) = cikti_catismasi(&m, svg.map(OsString::as_os_str)) {
        let _ = write!(err, "{}", kullanim_iletisi(&kim, &neden, &format!("{ad} [SEÇENEKLER]")));
        return 2;
    }
    if let Some((dosya, neden)) = svg.and_then(|s| Some((s, svg_yolu_hatasi(Path::new(s))?))) {
        let dosya = yazildigi_gibi(dosya);
        let _ = writeln!(err, "{kim}: {}", gecersiz_deger(&format!("--{SVG}"), &dosya, &neden));
        return 2;
    }
    // after the output flags' own refusals, so that a suggestion never writes a pair they refuse
    if let Some(neden) = dusenle_ariza::<D>(p, &m, &d) {
        let _ = writeln!(err, "{kim}: {neden}");
        return 2;
    }
    let tek_degisiklik = p == Program::Olc && m.get_flag(TEK_DEGISIKLIK.ad);
    if tek_degisiklik {
        d = d.ile(&TEK_DEGISIKLIK, Deger::Acik(true));
    }
    use crate::ilerleme::{Cubuk, Is};
    let mut cubuk = Cubuk::yeni(tek_degisiklik, Is::TEK_DEGISIKLIK);
    let json = m.get_flag(JSON.ad);
    let sonuc = match hesapla_ile::<D>(p, &d, json, &mut |n, toplam| cubuk.ilerle(n, toplam)) {
        Ok(s) => s,
        Err(e) => {
            cubuk.bitir();
            let ileti = program_hatasi(&e, &tanimlar, &|t| ham(&m, t.ad()));
            let _ = writeln!(err, "{kim}: {ileti}");
            return 2;
        }
    };
    cubuk.bitir();
    let sonuc = if json {
        // a long run's walk has thousands of stops: its own bar
        let mut cubuk = Cubuk::yeni(true, Is::YURUYUS);
        let s = crate::calistirma::yuruyusle::<D>(sonuc, &d, &mut |n, t| cubuk.ilerle(n, t));
        cubuk.bitir();
        match s {
            Ok(s) => s,
            Err(e) => {
                let ileti =
                    program_hatasi(&ders::ProgramHatasi::Model(e), &tanimlar, &|t| ham(&m, t.ad()));
                let _ = writeln!(err, "{kim}: {ileti}");
                return 2;
            }
        }
    } else {
        sonuc
    };
    if let Some(dosya) = svg {
        let svg = match zaman_cizelgesi::<D>(&d) {
            Ok(svg) => svg,
            Err(e) => {
                let ariza = ham(&m, ders::secenek::ARIZA_ADI);
                let _ = writeln!(
                    err,
                    "{kim}: {}",
                    hata_iletisi(&e, ders::secenek::ARIZA_BAYRAGI, ariza.as_deref())
                );
                return 2;
            }
        };
        if dosya == "-" {
            return yaz(&svg, out, err, &kim, "resim");
        }
        if let Err(e) = std::fs::write(dosya, svg) {
            let (neden, kod) = svg_yazma_hatasi(&e);
            let dosya = yazildigi_gibi(dosya);
            let _ = writeln!(err, "{kim}: {}", gecersiz_deger(&format!("--{SVG}"), &dosya, &neden));
            return kod;
        }
    }
    let metin = if m.get_flag(JSON.ad) {
        serde_json::to_string_pretty(&sonuc).map(|j| j + "\n").unwrap_or_default()
    } else if m.get_flag(MARKDOWN.ad) {
        sonuc.rapor().markdown()
    } else {
        sonuc.rapor().duz()
    };
    yaz(&metin, out, err, &kim, "çıktı")
}

/// An unknown flag typed with Turkish letters or capitals (`--düğüm`, `--Kira`) is suggested as
/// the flag it folds to (`--dugum`), which clap's own suggestion misses.
fn turkce_harfli_oneri(e: &mut clap::Error, komut: &Command) {
    if e.kind() != ErrorKind::UnknownArgument || e.get(ContextKind::SuggestedArg).is_some() {
        return;
    }
    let Some(ContextValue::String(arg)) = e.get(ContextKind::InvalidArg) else {
        return;
    };
    let katli = cekirdek::turkce_harfsiz(arg).to_ascii_lowercase();
    let Some(ad) = katli.strip_prefix("--").map(|a| a.split('=').next().unwrap_or(a)) else {
        return;
    };
    if komut.get_arguments().any(|a| a.get_long() == Some(ad)) {
        e.insert(ContextKind::SuggestedArg, ContextValue::String(format!("--{ad}")));
    }
}

/// Standard output, or a stand-in that refuses every write when descriptor 1 was closed before
/// the program started. (Rust's runtime reopens a closed descriptor 1 onto `/dev/null`, read and
/// write, so output would vanish without an error; a shell's `> /dev/null` opens it write-only
/// and is left alone.)
fn standart_cikti() -> Box<dyn Write> {
    #[cfg(unix)]
    {
        use rustix::fs::{OFlags, fcntl_getfl, fstat, stat};
        let out = std::io::stdout();
        let bos = stat("/dev/null").ok().map(|s| s.st_rdev);
        let acilmis = fstat(&out).ok().map(|s| s.st_rdev) == bos && bos.is_some();
        let oku_yaz = fcntl_getfl(&out).is_ok_and(|f| f & OFlags::ACCMODE == OFlags::RDWR);
        if acilmis && oku_yaz {
            return Box::new(KapaliCikti);
        }
    }
    Box::new(std::io::stdout().lock())
}

/// Standard output that was closed: every write fails and says so.
#[cfg(unix)]
struct KapaliCikti;

#[cfg(unix)]
impl Write for KapaliCikti {
    fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
        Err(std::io::Error::other("standart çıktı kapalı"))
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// `main` of a lesson program: [`calistir`] on the process's arguments and streams.
pub fn ana<D: Programlar>(p: Program) -> std::process::ExitCode {
    let kod = calistir::<D>(
        p,
        std::env::args_os().collect(),
        &mut standart_cikti(),
        &mut std::io::stderr(),
    );
    std::process::ExitCode::from(kod)
}

/// What one in-process run of a program printed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cikis {
    /// Exit code.
    pub kod: u8,
    /// Standard output.
    pub cikti: String,
    /// Standard error.
    pub hata: String,
}

/// Runs program `p` of lesson `D` in-process on `args` (without the program's name).
pub fn kos<D: Programlar>(p: Program, args: &[&str]) -> Cikis {
    let (mut cikti, mut hata) = (Vec::new(), Vec::new());
    let tum = std::iter::once(p.ad()).chain(args.iter().copied()).map(OsString::from).collect();
    let kod = calistir::<D>(p, tum, &mut cikti, &mut hata);
    let metin = |b: Vec<u8>| String::from_utf8_lossy(&b).into_owned();
    Cikis { kod, cikti: metin(cikti), hata: metin(hata) }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A value typed but not among the flag's is quoted with what the flag takes; a flag typed
    /// without its value is told it needs one.
    #[test]
    fn gecersiz_secim_yazilani_soyler() {
        let c = || {
            clap::Command::new("x").arg(
                clap::Arg::new("ders")
                    .long("ders")
                    .value_name("DERS")
                    .value_parser(["akis", "lider"]),
            )
        };
        let e = c().try_get_matches_from(["x", "--ders", "xyz"]).unwrap_err();
        assert_eq!(
            kullanim_hatasi(&e, "kesif", "kesif [SEÇENEKLER]").lines().next(),
            Some("kesif: --ders 'xyz' değerini almaz (alabildikleri: akis, lider)")
        );
        let e = c().try_get_matches_from(["x", "--ders"]).unwrap_err();
        assert_eq!(
            kullanim_hatasi(&e, "kesif", "kesif [SEÇENEKLER]").lines().next(),
            Some("kesif: --ders <DERS> bir değer ister")
        );
    }
}
