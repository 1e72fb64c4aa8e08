//! The command line every lesson program shares: output formats, Turkish help, value parsers
//! for K01's values, and the run that turns any bad input into exit code 2 with nothing on
//! stdout.

use crate::bicim::{Sayi, sayi};
use crate::rapor::Rapor;
use crate::varsayim::{FATURA_SATIRI, KK2, KK3, KK4, TEPE_YAZMA, V10, Varsayim};
use clap::{ArgAction, Parser};
use serde::Serialize;
use serde_json::Value;
use std::ffi::OsString;
use std::fmt;
use std::io::Write;

/// A program's result: serialized whole for `--json`, rendered as a [`Rapor`] otherwise.
pub trait Cikti: Serialize {
    /// The lesson's tables for this result.
    fn rapor(&self) -> Rapor;
}

/// One column's run, event by event (`olc --iz`).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SutunIzi<S, E> {
    /// The column's label.
    pub ad: String,
    /// The options of its run.
    pub secenek: S,
    /// What happened, in order.
    pub olaylar: Vec<E>,
}

/// Tells one column's trace: its heading, and its account line by line.
pub type Anlatim<S, E> = fn(&SutunIzi<S, E>) -> (String, Vec<String>);

/// What `olc --iz` shows: the runs behind the first table, a block of lines per column.
#[derive(Debug, Clone, Serialize)]
pub struct Izler<S, E> {
    /// One trace per column.
    pub sutunlar: Vec<SutunIzi<S, E>>,
    /// A column's heading and its account, line by line.
    #[serde(skip)]
    pub anlat: Anlatim<S, E>,
}

impl<S: Serialize, E: Serialize> Cikti for Izler<S, E> {
    fn rapor(&self) -> Rapor {
        let mut r = Rapor::default();
        for (i, sutun) in self.sutunlar.iter().enumerate() {
            if i > 0 {
                r.bos();
            }
            let (baslik, satirlar) = (self.anlat)(sutun);
            r.satir(format!("{}: {baslik}", sutun.ad));
            for satir in satirlar {
                r.satir(format!("  {satir}"));
            }
        }
        r
    }
}

/// One of two results, for a program whose flag chooses what it computes (`olc --iz`).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum YaDa<A, B> {
    /// The first kind.
    Bu(A),
    /// The second kind.
    Su(B),
}

impl<A: Cikti, B: Cikti> Cikti for YaDa<A, B> {
    fn rapor(&self) -> Rapor {
        match self {
            YaDa::Bu(a) => a.rapor(),
            YaDa::Su(b) => b.rapor(),
        }
    }
}

/// The help line of `olc --iz`.
pub const IZ_YARDIMI: &str = "Tablolar yerine ilk tablonun kosumlarini, sutun basina bir blok, tur tur anlatir \
     (--json ile olaylarin kendisini basar)";

/// A lesson program: its flags (clap) and how it computes its result from them.
pub trait Program: Parser {
    /// What the program computes.
    type Sonuc: Cikti;
    /// Why it could not (an option outside the model's domain).
    type Hata: fmt::Display;
    /// The output flags.
    fn ortak(&self) -> &Ortak;
    /// Runs the model(s) with the options given.
    fn hesapla(&self) -> Result<Self::Sonuc, Self::Hata>;
}

/// One model run a program shows: its label, its options, its result.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Kosum<S, O> {
    /// The column's or row's label.
    pub ad: String,
    /// The options of this run.
    pub secenek: S,
    /// What it counted.
    pub olcum: O,
}

impl<S, O> Kosum<S, O> {
    /// Runs `kosum` on `secenek` and keeps all three.
    pub fn yeni<E>(
        ad: impl Into<String>,
        secenek: S,
        kosum: impl Fn(&S) -> Result<O, E>,
    ) -> Result<Self, E> {
        Ok(Kosum { ad: ad.into(), olcum: kosum(&secenek)?, secenek })
    }
}

/// clap's help layout with Turkish headings.
pub const YARDIM_SABLONU: &str =
    "{about-with-newline}\nKullanim: {usage}\n\nSecenekler:\n{options}{after-help}";

/// The flags every program has: the output format, help and version.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct Ortak {
    /// Tablolar yerine her sayiyi ve kullanilan secenekleri tek bir JSON belgesi olarak basar
    /// (anahtarlar asagida)
    #[arg(long, conflicts_with = "markdown")]
    pub json: bool,
    /// Tablolari Markdown olarak basar
    #[arg(long)]
    pub markdown: bool,
    /// Bu yardimi gosterir
    #[arg(short = 'h', long = "help", action = ArgAction::Help)]
    yardim: Option<bool>,
    /// Surumu gosterir
    #[arg(short = 'V', long = "version", action = ArgAction::Version)]
    surum: Option<bool>,
}

/// A flag's help line: what it means, its range, its default.
pub fn yardim(anlam: &str, aralik: impl fmt::Display, varsayilan: impl fmt::Display) -> String {
    format!("{anlam} ({aralik}; varsayilan {varsayilan})")
}

/// Upper bound of a count flag (`--fatura-satiri`, `--kk4`), so that every product stays exact
/// and readable.
pub const SAYI_UST: f64 = 1e9;
/// Upper bound of `--pencere-saat`: one day.
pub const PENCERE_UST: f64 = 24.0;

fn sayi_oku(s: &str) -> Result<f64, String> {
    if s.trim().is_empty() {
        return Err("bos deger".into());
    }
    let x: f64 = s.trim().parse().map_err(|_| "bir sayi degil".to_string())?;
    if x.is_finite() { Ok(x) } else { Err("sonlu bir sayi degil".into()) }
}

/// A positive number up to `ust` (a count or a duration).
pub fn pozitif(ust: f64) -> impl Fn(&str) -> Result<f64, String> + Clone + Send + Sync + 'static {
    move |s: &str| match sayi_oku(s)? {
        x if x > 0.0 && x <= ust => Ok(x),
        _ => Err(format!("0 ile {} arasinda pozitif bir sayi olmali", sayi(ust))),
    }
}

/// A rate: a number in 0..=1.
pub fn oran(s: &str) -> Result<f64, String> {
    match sayi_oku(s)? {
        x if (0.0..=1.0).contains(&x) => Ok(x),
        _ => Err("0 ile 1 arasinda bir oran olmali".into()),
    }
}

/// The rows of an assumption's table, one number each (`--kk4 6,12`).
#[derive(Debug, Clone, PartialEq)]
pub struct Liste(pub Vec<f64>);

impl Serialize for Liste {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.iter().map(|&x| Sayi(x)))
    }
}

impl fmt::Display for Liste {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parcalar: Vec<String> = self.0.iter().map(|&x| sayi(x)).collect();
        f.write_str(&parcalar.join(","))
    }
}

/// Most rows a list flag takes.
pub const LISTE_UST: usize = 20;

/// A comma-separated list of 1..=[`LISTE_UST`] values, each checked by `oge`.
pub fn liste(
    oge: impl Fn(&str) -> Result<f64, String> + Clone + Send + Sync + 'static,
) -> impl Fn(&str) -> Result<Liste, String> + Clone + Send + Sync + 'static {
    move |s: &str| {
        let parcalar: Vec<&str> = s.split(',').collect();
        if s.trim().is_empty() || parcalar.len() > LISTE_UST {
            return Err(format!("virgulle ayrilmis 1 ile {LISTE_UST} arasi deger olmali"));
        }
        let degerler = parcalar.iter().map(|p| oge(p).map_err(|e| format!("'{p}': {e}")));
        Ok(Liste(degerler.collect::<Result<_, _>>()?))
    }
}

fn varsayim_yardimi(v: &Varsayim, aralik: &str, varsayilan: impl fmt::Display) -> String {
    yardim(&format!("K01 {}: {} ({})", v.kod, v.anlam, v.birim), aralik, varsayilan)
}

fn sayi_araligi(ad: &str) -> String {
    format!("0 < {ad} <= {}", sayi(SAYI_UST))
}

/// `--fatura-satiri N`: daily invoice lines (K01).
#[derive(clap::Args, Debug, Clone)]
pub struct FaturaSatiriArg {
    #[arg(long, value_name = "N", value_parser = pozitif(SAYI_UST), default_value_t = FATURA_SATIRI.deger,
          hide_default_value = true, help = varsayim_yardimi(&FATURA_SATIRI, &sayi_araligi("N"), Sayi(FATURA_SATIRI.deger)))]
    /// The value used.
    pub fatura_satiri: f64,
}

/// `--pencere-saat H`: the end-of-day window V10 in hours.
#[derive(clap::Args, Debug, Clone)]
pub struct PencereArg {
    #[arg(long, value_name = "H", value_parser = pozitif(PENCERE_UST), default_value_t = V10.deger,
          hide_default_value = true, help = varsayim_yardimi(&V10, &format!("0 < H <= {}", sayi(PENCERE_UST)), Sayi(V10.deger)))]
    /// The value used.
    pub pencere_saat: f64,
}

/// `--tepe-yazma R`: the peak write rate (K01).
#[derive(clap::Args, Debug, Clone)]
pub struct TepeYazmaArg {
    #[arg(long, value_name = "R", value_parser = pozitif(SAYI_UST), default_value_t = TEPE_YAZMA.deger,
          hide_default_value = true, help = varsayim_yardimi(&TEPE_YAZMA, &sayi_araligi("R"), Sayi(TEPE_YAZMA.deger)))]
    /// The value used.
    pub tepe_yazma: f64,
}

/// `--kk2 0.02,0.04`: KK2's rows.
#[derive(clap::Args, Debug, Clone)]
pub struct Kk2Arg {
    #[arg(long, value_name = "ORANLAR", value_parser = liste(oran), default_value_t = Liste(KK2.satirlar()),
          hide_default_value = true, help = varsayim_yardimi(&KK2, &format!("her biri 0..=1, en cok {LISTE_UST} satir"), Liste(KK2.satirlar())))]
    /// The rows used.
    pub kk2: Liste,
}

/// `--kk2 0.02`: KK2's value alone, for a program that uses no sensitivity row.
#[derive(clap::Args, Debug, Clone)]
pub struct Kk2TekArg {
    #[arg(long, value_name = "ORAN", value_parser = oran, default_value_t = KK2.deger,
          hide_default_value = true, help = varsayim_yardimi(&KK2, "0..=1", Sayi(KK2.deger)))]
    /// The value used.
    pub kk2: f64,
}

/// `--kk3 0.005,0.01`: KK3's rows.
#[derive(clap::Args, Debug, Clone)]
pub struct Kk3Arg {
    #[arg(long, value_name = "ORANLAR", value_parser = liste(oran), default_value_t = Liste(KK3.satirlar()),
          hide_default_value = true, help = varsayim_yardimi(&KK3, &format!("her biri 0..=1, en cok {LISTE_UST} satir"), Liste(KK3.satirlar())))]
    /// The rows used.
    pub kk3: Liste,
}

/// `--kk4 6,12`: KK4's rows.
#[derive(clap::Args, Debug, Clone)]
pub struct Kk4Arg {
    #[arg(long, value_name = "SAYILAR", value_parser = liste(pozitif(SAYI_UST)), default_value_t = Liste(KK4.satirlar()),
          hide_default_value = true, help = varsayim_yardimi(&KK4, &format!("her biri {}, en cok {LISTE_UST} satir", sayi_araligi("N")), Liste(KK4.satirlar())))]
    /// The rows used.
    pub kk4: Liste,
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

/// Runs program `P` on `args` (the first is the program's name): parses, computes, prints the
/// chosen format to `out`. Returns the exit code: 0, or 2 for any bad input, with a message on
/// `err` and nothing on `out`.
pub fn calistir<P: Program>(args: Vec<OsString>, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let ad = args.first().map(|a| a.to_string_lossy().into_owned()).unwrap_or_default();
    let ad =
        std::path::Path::new(&ad).file_name().map_or(ad.clone(), |a| a.to_string_lossy().into());
    let mut komut = P::command()
        .name(ad.clone())
        .override_usage(format!("{ad} [SECENEKLER]"))
        .help_template(YARDIM_SABLONU)
        .disable_help_flag(true)
        .disable_version_flag(true)
        // help wraps at 100 columns whatever the terminal, so docs and snapshots stay stable
        .term_width(100)
        // `--kira -1` is a bad value for --kira, not an unknown flag `-1`
        .mut_args(|a| if a.get_action().takes_values() { a.allow_hyphen_values(true) } else { a });
    let ayristir = |komut: clap::Command, args: Vec<OsString>| {
        komut.try_get_matches_from(args).and_then(|m| P::from_arg_matches(&m))
    };
    let program = match ayristir(komut.clone(), args) {
        Ok(p) => p,
        Err(e) if e.kind() == clap::error::ErrorKind::DisplayHelp => {
            // The help ends with --json's keys, read off a run with every default.
            let ornek = ayristir(komut.clone(), vec![ad.clone().into()])
                .ok()
                .and_then(|p| p.hesapla().ok());
            if let Some(ornek) = &ornek {
                komut = komut.after_help(json_anahtarlari(ornek));
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
    let sonuc = match program.hesapla() {
        Ok(s) => s,
        Err(e) => {
            let _ = writeln!(err, "{ad}: {e}");
            return 2;
        }
    };
    let o = program.ortak();
    let metin = if o.json {
        serde_json::to_string_pretty(&sonuc).map(|j| j + "\n").unwrap_or_default()
    } else if o.markdown {
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
pub fn ana<P: Program>() -> std::process::ExitCode {
    let kod = calistir::<P>(
        std::env::args_os().collect(),
        &mut std::io::stdout().lock(),
        &mut std::io::stderr(),
    );
    std::process::ExitCode::from(kod)
}

/// What one in-process run of a program printed, for tests.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sonuc {
    /// Exit code.
    pub kod: u8,
    /// Standard output.
    pub cikti: String,
    /// Standard error.
    pub hata: String,
}

/// Runs program `P` in-process on `args` (without the program's name), for tests.
pub fn kos<P: Program>(ad: &str, args: &[&str]) -> Sonuc {
    let (mut cikti, mut hata) = (Vec::new(), Vec::new());
    let tum = std::iter::once(ad).chain(args.iter().copied()).map(OsString::from).collect();
    let kod = calistir::<P>(tum, &mut cikti, &mut hata);
    let metin = |b: Vec<u8>| String::from_utf8(b).expect("programs print UTF-8");
    Sonuc { kod, cikti: metin(cikti), hata: metin(hata) }
}

/// Runs `P` on `args` (split at spaces) and checks it refuses them the way every program must:
/// exit code 2, nothing on stdout, a message on stderr naming `bayrak`. For tests.
pub fn reddet<P: Program>(ad: &str, args: &str, bayrak: &str) -> Result<(), String> {
    let a: Vec<&str> = args.split(' ').collect();
    let s = kos::<P>(ad, &a);
    if s.kod != 2 || !s.cikti.is_empty() || !s.hata.contains(bayrak) {
        return Err(format!(
            "{ad} {args}: kod {}, stdout {:?}, stderr {:?}",
            s.kod, s.cikti, s.hata
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case("6,12", Ok(vec![6.0, 12.0]))]
    #[case(" 0.5 ", Ok(vec![0.5]))]
    #[case("", Err("virgulle ayrilmis 1 ile 20 arasi deger olmali"))]
    #[case("6,,12", Err("'': bos deger"))]
    #[case("6,x", Err("'x': bir sayi degil"))]
    #[case("6,-1", Err("'-1': 0 ile 1000000000 arasinda pozitif bir sayi olmali"))]
    #[case("NaN", Err("'NaN': sonlu bir sayi degil"))]
    #[case("inf", Err("'inf': sonlu bir sayi degil"))]
    #[case("0", Err("'0': 0 ile 1000000000 arasinda pozitif bir sayi olmali"))]
    fn sayi_listesi(#[case] girdi: &str, #[case] beklenen: Result<Vec<f64>, &str>) {
        let sonuc = liste(pozitif(SAYI_UST))(girdi);
        assert_eq!(sonuc, beklenen.map(Liste).map_err(String::from));
    }

    #[rstest]
    #[case("0", Ok(0.0))]
    #[case("1", Ok(1.0))]
    #[case("0.005", Ok(0.005))]
    #[case("1.5", Err(()))]
    #[case("-0.1", Err(()))]
    #[case("1e400", Err(()))]
    fn oran_0_ile_1_arasi(#[case] girdi: &str, #[case] beklenen: Result<f64, ()>) {
        assert_eq!(oran(girdi).map_err(|_| ()), beklenen);
    }

    #[test]
    fn liste_js_gibi_yazilir() {
        assert_eq!(Liste(vec![6.0, 12.0]).to_string(), "6,12");
        assert_eq!(Liste(vec![0.005, 0.01]).to_string(), "0.005,0.01");
    }

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
