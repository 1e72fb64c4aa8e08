//! The program runtime: `olc` and `hesap` of any lesson. The flags come from the lesson's option
//! declarations ([`Ders::SENARYO`], [`Ders::VARSAYIMLAR`]) plus the output flags every program
//! has; the parsed values become the base scenario; the result prints as plain text, Markdown or
//! JSON. Any bad input ends with exit code 2, a message on standard error and nothing on
//! standard output.

use crate::kosum::Izler;
use crate::rapor::{Cikti, Rapor};
use crate::secenek::{Deger, Degerler, IZ, JSON, MARKDOWN, Tanim};
use crate::{Ders, HesapSonucu, OlcSonucu, Program, tanimlar};
use clap::builder::ValueParser;
use clap::{Arg, ArgAction, Command};
use serde::Serialize;
use serde_json::Value;
use std::ffi::OsString;
use std::io::Write;

/// clap's help layout with Turkish headings.
const YARDIM_SABLONU: &str =
    "{about-with-newline}\nKullanim: {usage}\n\nSecenekler:\n{options}{after-help}";

/// What a program computed: `olc`'s tables, `olc --iz`'s story, or `hesap`'s tables.
#[derive(Serialize)]
#[serde(untagged, bound = "")]
pub enum Sonuc<D: Ders> {
    /// `olc`.
    Olc(D::Olc),
    /// `olc --iz`.
    Iz(Izler<D>),
    /// `hesap`.
    Hesap(D::Hesap),
}

impl<D: Ders> Cikti for Sonuc<D> {
    fn rapor(&self) -> Rapor {
        match self {
            Sonuc::Olc(o) => o.rapor(),
            Sonuc::Iz(i) => i.rapor(),
            Sonuc::Hesap(h) => h.rapor(),
        }
    }
}

/// Computes program `p`'s result from its option values.
pub fn hesapla<D: Ders>(p: Program, d: &Degerler) -> Result<Sonuc<D>, D::Hata> {
    let taban = D::Taban::from(d);
    match p {
        Program::Olc if d.acik(&IZ) => Izler::yeni(&taban).map(Sonuc::Iz),
        Program::Olc => D::Olc::hesapla(&taban).map(Sonuc::Olc),
        Program::Hesap => D::Hesap::hesapla(&taban, &d.yalniz(D::VARSAYIMLAR)).map(Sonuc::Hesap),
    }
}

/// One flag, from its declaration.
fn bayrak(t: &'static dyn Tanim) -> Arg {
    let a = Arg::new(t.ad()).long(t.bayrak()).help(t.yardim());
    match t.deger_adi() {
        None => a.action(ArgAction::SetTrue),
        Some(ad) => a
            .value_name(ad)
            .action(ArgAction::Set)
            // `--kira -1` is a bad value for --kira, not an unknown flag `-1`
            .allow_hyphen_values(true)
            .value_parser(ValueParser::new(move |s: &str| t.ayristir(s))),
    }
}

/// Program `p`'s command line, named `ad`.
fn komut<D: Ders>(ad: &str, p: Program) -> Command {
    let aciklama = match p {
        Program::Olc => D::OLC_ACIKLAMASI,
        Program::Hesap => D::HESAP_ACIKLAMASI,
    };
    let mut c = Command::new(ad.to_string())
        .about(aciklama)
        .version(env!("CARGO_PKG_VERSION"))
        .override_usage(format!("{ad} [SECENEKLER]"))
        .help_template(YARDIM_SABLONU)
        .disable_help_flag(true)
        .disable_version_flag(true)
        // help wraps at 100 columns whatever the terminal, so docs and snapshots stay stable
        .term_width(100);
    for t in tanimlar::<D>(p) {
        c = c.arg(bayrak(t));
    }
    c.arg(bayrak(&JSON).conflicts_with(MARKDOWN.ad))
        .arg(bayrak(&MARKDOWN))
        .arg(
            Arg::new("yardim")
                .short('h')
                .long("help")
                .action(ArgAction::Help)
                .help("Bu yardimi gosterir"),
        )
        .arg(
            Arg::new("surum")
                .short('V')
                .long("version")
                .action(ArgAction::Version)
                .help("Surumu gosterir"),
        )
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

/// `--json`'s keys, a line per object (`sutunlar[].olcum: baslatilan, kacirilan, ...`), read off
/// a real result so the list cannot drift from the output.
pub fn json_anahtarlari(sonuc: &impl Serialize) -> String {
    fn gez(v: &Value, yol: &str, satirlar: &mut Vec<(String, Vec<String>)>) {
        match v {
            Value::Object(m) => {
                let yapraklar: Vec<String> = m
                    .iter()
                    .filter(|(_, x)| {
                        !x.is_object()
                            && !x
                                .as_array()
                                .is_some_and(|a| a.first().is_some_and(|o| o.is_object()))
                    })
                    .map(|(k, x)| if x.is_array() { format!("{k}[]") } else { k.clone() })
                    .collect();
                if !yapraklar.is_empty() {
                    satirlar.push((yol.to_string(), yapraklar));
                }
                for (k, x) in m {
                    let alt = if yol.is_empty() { k.clone() } else { format!("{yol}.{k}") };
                    match x {
                        Value::Object(_) => gez(x, &alt, satirlar),
                        Value::Array(a) if a.first().is_some_and(Value::is_object) => {
                            gez(&a[0], &format!("{alt}[]"), satirlar)
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
        gez(&v, "", &mut satirlar);
    }
    let mut metin = String::from("JSON anahtarlari (--json):\n");
    for (yol, anahtarlar) in satirlar {
        let yol = if yol.is_empty() { "(kok)".to_string() } else { yol };
        metin += &format!("  {yol}: {}\n", anahtarlar.join(", "));
    }
    metin
}

/// Runs program `p` of lesson `D` on `args` (the first is the program's name as invoked):
/// parses, computes, prints the chosen format to `out`. Returns the exit code: 0, or 2 for any
/// bad input, with a message on `err` and nothing on `out`.
pub fn calistir<D: Ders>(
    p: Program,
    args: Vec<OsString>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> u8 {
    let ad = args.first().map(|a| a.to_string_lossy().into_owned()).unwrap_or_default();
    let ad =
        std::path::Path::new(&ad).file_name().map_or(ad.clone(), |a| a.to_string_lossy().into());
    let tanimlar = tanimlar::<D>(p);
    let mut komut = komut::<D>(&ad, p);
    let m = match komut.clone().try_get_matches_from(args) {
        Ok(m) => m,
        Err(e) if e.kind() == clap::error::ErrorKind::DisplayHelp => {
            // The help ends with --json's keys, read off a run with every default.
            if let Ok(ornek) = hesapla::<D>(p, &Degerler::varsayilan(&tanimlar)) {
                komut = komut.after_help(json_anahtarlari(&ornek));
            }
            let _ = write!(out, "{}", komut.render_help());
            return 0;
        }
        Err(e) => {
            let hedef: &mut dyn Write = if e.use_stderr() { err } else { out };
            let _ = write!(hedef, "{}", e.render());
            return u8::try_from(e.exit_code()).unwrap_or(2);
        }
    };
    let sonuc = match hesapla::<D>(p, &degerler(&m, &tanimlar)) {
        Ok(s) => s,
        Err(e) => {
            let _ = writeln!(err, "{ad}: {e}");
            return 2;
        }
    };
    let metin = if m.get_flag(JSON.ad) {
        serde_json::to_string_pretty(&sonuc).map(|j| j + "\n").unwrap_or_default()
    } else if m.get_flag(MARKDOWN.ad) {
        sonuc.rapor().markdown()
    } else {
        sonuc.rapor().duz()
    };
    match out.write_all(metin.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => 0,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => 0,
        Err(e) => {
            let _ = writeln!(err, "{ad}: cikti yazilamadi: {e}");
            1
        }
    }
}

/// `main` of a lesson program: [`calistir`] on the process's arguments and streams.
pub fn ana<D: Ders>(p: Program) -> std::process::ExitCode {
    let kod = calistir::<D>(
        p,
        std::env::args_os().collect(),
        &mut std::io::stdout().lock(),
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
pub fn kos<D: Ders>(p: Program, args: &[&str]) -> Cikis {
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
            json_anahtarlari(&o),
            "JSON anahtarlari (--json):\n  (kok): a, b[]\n  alt: x\n  satirlar[]: x\n"
        );
    }
}
