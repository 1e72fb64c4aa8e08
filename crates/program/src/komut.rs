//! The program runtime: `olc` and `hesap` of any lesson. The flags come from the lesson's option
//! declarations ([`ders::Senaryo::SENARYO`], [`ders::Senaryo::VARSAYIMLAR`]) plus the output
//! flags every program has; the parsed values become the base scenario; the result prints as
//! plain text, Markdown or JSON. Every message is Turkish and names the flag at fault.
//!
//! Exit codes: 0 printed; 1 could not print (a full disk, a closed standard output); 2 bad input
//! (a value outside its range, an unknown flag, an option set the program's own rules refuse),
//! with nothing on standard output. A reader that closes the pipe early (`| head -1`) ends the
//! program at once with 0 and no message.

use crate::calistirma::{
    coz, gecersiz_deger, hata_iletisi, hesapla, hesapla_ile, program_hatasi, taninmayan,
    zaman_cizelgesi,
};
use cikti::rapor::Cikti;
use clap::builder::TypedValueParser;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, ArgAction, Command};
use ders::secenek::{Deger, Degerler, IZ, JSON, KARSILASTIR, MARKDOWN, Tanim, kisalt};
use ders::tek_degisiklik::TEK_DEGISIKLIK;
use ders::{Program, Programlar, tanimlar};
use serde::Serialize;
use serde_json::Value;
use std::ffi::{OsStr, OsString};
use std::io::Write;
use std::path::Path;

/// `olc --svg DOSYA`: the timeline as SVG.
const SVG: &str = "svg";

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

/// A value as the user typed it, for a message: its text, each byte that is not UTF-8 as
/// `\xNN` (`'\xff'`, not `'�'`, which would name another value).
pub fn yazildigi_gibi(deger: &OsStr) -> String {
    let mut m = String::new();
    for parca in deger.as_encoded_bytes().utf8_chunks() {
        m += parca.valid();
        for b in parca.invalid() {
            m += &format!("\\x{b:02x}");
        }
    }
    m
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
        ErrorKind::InvalidValue => format!("{arg} bir değer ister"),
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

/// The keys of the JSON that `bayraklar` print (`--json`, `--iz --json`), a line per object
/// (`sutunlar[].olcum: baslatilan, kacirilan, ...`): its keys that hold values, then those that
/// hold the objects the next lines open (`(kök): birinci, ikinci, farklar[], ayrilma[]`). Read
/// off a real result so the list cannot drift from the output. A path of `ayni` is not walked but named with its
/// note, where an object repeats one the help already lists (`birinci.olc: olc --json'un
/// anahtarları`).
pub fn json_anahtarlari(bayraklar: &str, sonuc: &impl Serialize, ayni: &[(&str, &str)]) -> String {
    fn gez(v: &Value, yol: &str, ayni: &[(&str, &str)], satirlar: &mut Vec<(String, Vec<String>)>) {
        if let Some((_, not)) = ayni.iter().find(|(a, _)| *a == yol) {
            satirlar.push((yol.to_string(), vec![format!("({not})")]));
            return;
        }
        let nesneli = |x: &Value| {
            x.is_object() || x.as_array().is_some_and(|a| a.first().is_some_and(Value::is_object))
        };
        let ad =
            |(k, x): (&String, &Value)| if x.is_array() { format!("{k}[]") } else { k.clone() };
        match v {
            Value::Object(m) => {
                // its values first, then the objects the lines below open
                let (degerler, nesneler): (Vec<_>, Vec<_>) =
                    m.iter().partition(|(_, x)| !nesneli(x));
                let anahtarlar: Vec<String> =
                    degerler.into_iter().chain(nesneler).map(ad).collect();
                if !anahtarlar.is_empty() {
                    satirlar.push((yol.to_string(), anahtarlar));
                }
                for (k, x) in m {
                    let alt = if yol.is_empty() { k.clone() } else { format!("{yol}.{k}") };
                    match x {
                        Value::Object(_) => gez(x, &alt, ayni, satirlar),
                        Value::Array(a) if a.first().is_some_and(Value::is_object) => {
                            gez(&a[0], &format!("{alt}[]"), ayni, satirlar)
                        }
                        _ => {}
                    }
                }
            }
            _ => satirlar.push((yol.to_string(), Vec::new())),
        }
    }
    let mut satirlar = Vec::new();
    if let Ok(v) = serde_json::to_value(sonuc) {
        gez(&v, "", ayni, &mut satirlar);
    }
    let mut metin = format!("JSON anahtarları ({bayraklar}):\n");
    for (yol, anahtarlar) in satirlar {
        let yol = if yol.is_empty() { "(kök)".to_string() } else { yol };
        metin += &format!("  {yol}: {}\n", anahtarlar.join(", "));
    }
    metin
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

/// An I/O error in Turkish, for the errors a program's output can meet.
fn hata_metni(e: &std::io::Error) -> String {
    use std::io::ErrorKind as T;
    match e.kind() {
        T::StorageFull => "diskte yer yok".into(),
        T::PermissionDenied => "izin yok".into(),
        T::BrokenPipe => "okuyan taraf kapandı".into(),
        T::Other if e.get_ref().is_some() => e.to_string(),
        _ => format!("G/C hatası ({})", e.raw_os_error().map_or("?".into(), |k| k.to_string())),
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

/// The help's end: the keys of every JSON shape program `p` prints, each read off a run with
/// every default: `--json`; for `olc` also the story (`--iz --json`, its claims as `--json`'s)
/// and two timings side by side (`--karsilastir ARIZALAR --json`, each side's tables as
/// `--json`'s).
fn json_yardimi<D: Programlar>(p: Program, tanimlar: &[&'static dyn Tanim]) -> String {
    let d = Degerler::varsayilan(tanimlar);
    let json = "--json";
    let mut m = String::new();
    if let Ok(ornek) = hesapla::<D>(p, &d) {
        m += &json_anahtarlari(json, &ornek, &[]);
    }
    if p == Program::Olc {
        let iz = d.clone().ile(&IZ, Deger::Acik(true));
        if let Ok(ornek) = hesapla::<D>(p, &iz)
            .map_err(drop)
            .and_then(|s| crate::calistirma::yuruyusle::<D>(s, &iz, &mut |_, _| {}).map_err(drop))
        {
            let bayraklar = format!("--{} {json}", IZ.bayrak());
            m += &json_anahtarlari(&bayraklar, &ornek, &[("ozellikler", "--json'daki gibi")]);
        }
        let ikinci = d.clone().ile(&KARSILASTIR, Deger::Metin("yok".into()));
        if let Ok(ornek) = hesapla::<D>(p, &ikinci) {
            let bayraklar = format!("--{} {} {json}", KARSILASTIR.bayrak(), KARSILASTIR.deger_adi);
            let taraf = "--json'un anahtarları";
            m += &json_anahtarlari(
                &bayraklar,
                &ornek,
                &[("birinci.olc", taraf), ("ikinci.olc", taraf)],
            );
        }
    }
    m
}

/// The value flag `ad` was given, as the user typed it (before any reading).
fn ham(m: &clap::ArgMatches, ad: &str) -> Option<String> {
    let mut d = m.try_get_raw(ad).ok()??;
    d.next().map(yazildigi_gibi)
}

/// Output flags that cannot both apply: `--svg -` writes the picture to standard output, where
/// `--json`, `--markdown`, `--iz` and `--karsilastir` print theirs; `--karsilastir` prints no
/// story, so `--iz` adds nothing to it; `--tek-degisiklik` finds what only `--json` and `--iz`
/// show. Why, if they are given together.
fn cikti_catismasi(m: &clap::ArgMatches, svg: Option<&OsStr>) -> Option<String> {
    let verilen = |ad: &str| verildi(m, ad);
    if svg == Some(OsStr::new("-")) {
        for t in [&JSON as &dyn Tanim, &MARKDOWN, &IZ, &KARSILASTIR] {
            if verilen(t.ad()) {
                return Some(format!(
                    "--{SVG} - ile --{} birlikte kullanılamaz: ikisi de standart çıktıya yazar \
                     (resmi bir dosyaya yazın: --{SVG} DOSYA)",
                    t.bayrak()
                ));
            }
        }
    }
    if let Some(neden) = iz_ile_karsilastirma(m) {
        return Some(neden);
    }
    if m.try_get_one::<bool>(TEK_DEGISIKLIK.ad).ok().flatten() == Some(&true)
        && !verilen(JSON.ad)
        && !verilen(IZ.ad())
    {
        return Some(format!(
            "--{} bulduğunu yalnız --json ve --iz ile gösterir: düz ve Markdown tablolar tek \
             değişiklikleri göstermez; birini ekleyin",
            TEK_DEGISIKLIK.bayrak()
        ));
    }
    None
}

/// A flag the written schedule stands in for ([`ders::Senaryo::ARIZAYLA_DUSEN`]: lider's
/// `--duraklama`) typed beside `--ariza`, whatever its value: why not, with the whole command
/// that writes it into the schedule instead, every other flag kept (where that command runs).
fn dusenle_ariza<D: Programlar>(p: Program, m: &clap::ArgMatches, d: &Degerler) -> Option<String> {
    use ders::secenek::ARIZA_ADI;
    let ariza = D::SENARYO.iter().find(|t| t.ad() == ARIZA_ADI).filter(|t| verildi(m, t.ad()))?;
    let dusen =
        D::SENARYO.iter().find(|t| D::ARIZAYLA_DUSEN.contains(&t.ad()) && verildi(m, t.ad()))?;
    let oneri = D::arizayla_birlesik(&D::Taban::from(d)).and_then(|birlesik| {
        let yeni = d.clone().ile(*dusen, dusen.varsayilan()).ile(*ariza, Deger::Metin(birlesik));
        // a suggestion is one the program runs
        crate::calistirma::hesapla::<D>(p, &yeni).ok()?;
        let mut komut = crate::yazim::komut_satiri::<D>(p, &yeni.ciftler(&tanimlar::<D>(p)));
        // the output flags as they were given
        let ciktilar = [&JSON as &dyn Tanim, &MARKDOWN, &TEK_DEGISIKLIK];
        let ek: Vec<String> = ciktilar
            .iter()
            .filter(|t| verildi(m, t.ad()))
            .map(|t| format!("--{}", t.bayrak()))
            .chain(
                m.try_get_raw(SVG)
                    .ok()
                    .flatten()
                    .into_iter()
                    .flatten()
                    .map(|s| format!("--{SVG} {}", kabuk(s))),
            )
            .collect();
        if !ek.is_empty() {
            komut += if komut.contains(" -- ") { " " } else { " -- " };
            komut += &ek.join(" ");
        }
        Some(komut)
    });
    let (b, a) = (dusen.bayrak(), ariza.bayrak());
    let neden = format!(
        "--{b} ile --{a} birlikte verilmez (değeri ne olursa olsun): arıza sırası dersinkinin \
         yerine geçer ve --{b} onun kısasıdır"
    );
    Some(match oneri {
        Some(komut) => format!("{neden}; ikisini tek sırada yazan komut: {komut}"),
        None => format!("{neden}; --{b}'yı bırakın ya da sırasını --{a}'ya yazın"),
    })
}

/// A path quoted for a POSIX shell, as a suggested command writes it: `'…'`, or where it is not
/// UTF-8, bash's `$'…'` with each other byte as `\xNN`, so that the command names the same file.
fn kabuk(yol: &OsStr) -> String {
    match yol.to_str() {
        Some(m) => format!("'{}'", m.replace('\'', "'\\''")),
        None => {
            let kacis = |m: &str| m.replace('\\', "\\\\").replace('\'', "\\'");
            let mut m = String::from("$'");
            for parca in yol.as_encoded_bytes().utf8_chunks() {
                m += &kacis(parca.valid());
                for b in parca.invalid() {
                    m += &format!("\\x{b:02x}");
                }
            }
            m + "'"
        }
    }
}

/// Whether flag `ad` was given (a switch on, or a value).
fn verildi(m: &clap::ArgMatches, ad: &str) -> bool {
    match m.try_get_one::<bool>(ad) {
        Ok(Some(&b)) => b,
        _ => m.try_get_one::<Deger>(ad).ok().flatten().is_some(),
    }
}

/// `--karsilastir` prints no story, only where the two first part, so `--iz` beside it would
/// add nothing: why, if both are given. The command line and the panel's URL fragments refuse
/// it alike.
fn iz_ile_karsilastirma(m: &clap::ArgMatches) -> Option<String> {
    (verildi(m, KARSILASTIR.ad()) && verildi(m, IZ.ad())).then(|| {
        format!(
            "--{} ile --{} birlikte kullanılamaz: karşılaştırma hikâyeleri basmaz, yalnız ilk \
             ayrıldıkları satırı gösterir (bir arıza sırasının hikâyesi için {} {} --{})",
            KARSILASTIR.bayrak(),
            IZ.bayrak(),
            ders::secenek::ARIZA_BAYRAGI,
            ders::secenek::ARIZA_DEGER_ADI,
            IZ.bayrak()
        )
    })
}

/// What is wrong with `--svg`'s path before the picture is drawn, if anything: empty, a folder,
/// a name longer than a file system holds, a folder that does not exist.
fn svg_yolu_hatasi(yol: &Path) -> Option<String> {
    if yol.as_os_str().is_empty() {
        return Some("dosya adı boş".into());
    }
    if yol == Path::new("-") {
        return None;
    }
    if yol.is_dir() {
        return Some("bir klasör; resim bir dosyaya yazılır".into());
    }
    // most file systems hold names of at most 255 bytes
    if yol.components().any(|c| c.as_os_str().len() > 255) {
        return Some("ad çok uzun (bir dosya adı en çok 255 bayt)".into());
    }
    // the folder it goes in: missing, or there but not a folder
    let klasor = yol.parent().filter(|p| !p.as_os_str().is_empty())?;
    let ad = || ders::secenek::kisalt(&yazildigi_gibi(klasor.as_os_str()));
    match klasor.metadata() {
        Ok(m) if m.is_dir() => None,
        Ok(_) => Some(format!("'{}' bir klasör değil, bir dosya", ad())),
        Err(e) if e.kind() == std::io::ErrorKind::PermissionDenied => {
            Some(format!("'{}' klasörüne erişim izni yok", ad()))
        }
        Err(_) => Some(format!("klasörü yok: '{}'", ad())),
    }
}

/// Why `--svg`'s file could not be written, and the exit code: 2 for what the path is (no such
/// folder, no permission, a name too long), 1 for what the disk is (full, read-only).
fn svg_yazma_hatasi(e: &std::io::Error) -> (String, u8) {
    use std::io::ErrorKind as T;
    match e.kind() {
        T::NotFound => ("klasörü yok".into(), 2),
        T::PermissionDenied => ("izin yok".into(), 2),
        T::IsADirectory => ("bir klasör; resim bir dosyaya yazılır".into(), 2),
        T::NotADirectory => ("yolun bir parçası klasör değil".into(), 2),
        // ENAMETOOLONG
        _ if e.raw_os_error() == Some(36) => ("ad çok uzun".into(), 2),
        T::ReadOnlyFilesystem => ("salt okunur bir dosya sisteminde".into(), 1),
        _ => (hata_metni(e), 1),
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

    #[derive(Serialize)]
    struct Ornek {
        a: u32,
        b: Vec<u32>,
        alt: Alt,
        satirlar: Vec<Alt>,
    }
    #[derive(Serialize)]
    struct Alt {
        x: u32,
    }

    #[test]
    fn anahtarlar_nesne_basina_satir() {
        let o = Ornek { a: 1, b: vec![2], alt: Alt { x: 3 }, satirlar: vec![Alt { x: 4 }] };
        assert_eq!(
            json_anahtarlari("--json", &o, &[]),
            "JSON anahtarları (--json):\n  (kök): a, b[], alt, satirlar[]\n  alt: x\n  satirlar[]: x\n"
        );
    }
}
