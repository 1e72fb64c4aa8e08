//! `--sina`'s scenarios: each lesson page plays a table of scenarios in its panel (each a URL
//! fragment put in the address: the lesson's scenario, each option at its smallest and largest,
//! the docs' examples, the screenshots' scenarios, the links of the table of fewest faults, bad
//! values) and the driver reports what it showed; the text must be the command line's output
//! for the same flags, byte for byte, a refusal the command line's message, the story's first
//! screen `olc --iz`'s, the timeline `olc --svg -`'s. Then the panel is typed into as a reader would and timed; at the largest
//! options the story's "show more" button is pressed, and each press must bring the command
//! line's next lines. The console must stay clean.

use crate::Hata;
use crate::en_az_sinamasi::{en_az_kayitlari, en_az_sorunlari};
use crate::gorulen::{Basim, Gorulen, HikayeEkrani, OzellikGorulen, SenaryoRaporu};
use crate::sina_plani;
use crate::sure::{BIR_KARE, SANIYENIN_ONDA_BIRI, Sure};
use cikti::bicim::sayi;
use ders::Program;
use ders::secenek::Girdi;
use dersler::DersKaydi;
use program::calistirma::{SecenekTanimi, parcala};
use program::parca::{HIKAYE_DEVAMI, HIKAYE_ILK};

use serde::Serialize;

/// One scenario: a program and its flags as (flag, text) pairs.
#[derive(Debug, Clone)]
pub struct SinaSenaryosu {
    program: Program,
    ciftler: Vec<(String, String)>,
}

impl SinaSenaryosu {
    /// The URL fragment the panel reads.
    fn parca(&self) -> String {
        let mut p: Vec<String> = Vec::new();
        if self.program == Program::Hesap {
            p.push("program=hesap".into());
        }
        for (a, d) in &self.ciftler {
            p.push(if d.is_empty() { a.clone() } else { format!("{a}={}", kodla(d)) });
        }
        p.join("&")
    }

    /// The same as command-line arguments.
    fn argumanlar(&self) -> Vec<String> {
        let mut a = Vec::new();
        for (ad, d) in &self.ciftler {
            a.push(format!("--{ad}"));
            if !d.is_empty() {
                a.push(d.clone());
            }
        }
        a
    }
}

fn kodla(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b',' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// The scenarios of lesson `d`: per program its defaults, each option alone at each end of its
/// range (or each name, or on, or each example of its notation), the docs' example questions, the
/// scenarios of the screenshots, and three refusals.
pub fn senaryolar(d: &dyn DersKaydi) -> Result<Vec<SinaSenaryosu>, Hata> {
    let bilgi = dersler::sayfa::bilgi(&crate::kok(), d.ad()).map_err(Hata)?;
    let mut s = Vec::new();
    for p in Program::HEPSI {
        let yeni = |ciftler: Vec<(String, String)>| SinaSenaryosu { program: p, ciftler };
        s.push(yeni(Vec::new()));
        let tanimlar: Vec<SecenekTanimi> = d.secenek_tanimlari(p);
        for t in &tanimlar {
            let tek = |deger: String| yeni(vec![(t.bayrak.clone(), deger)]);
            match t.girdi {
                Girdi::Tam(_, a) => s.extend([a.alt, a.ust].map(|x| tek(x.to_string()))),
                Girdi::Sayi(_, a) => s.extend([a.alt, a.ust].map(|x| tek(sayi(x)))),
                Girdi::Liste(_, a) => s.push(tek(format!("{},{}", sayi(a.alt), sayi(a.ust)))),
                Girdi::Ad(_, adlar) => s.extend(adlar.iter().map(|ad| tek(ad.to_string()))),
                Girdi::Anahtar => s.push(tek(String::new())),
                Girdi::Metin(_, ornekler) => s.extend(ornekler.iter().map(|o| tek(o.to_string()))),
            }
        }
        // the example question of the lesson's `sayfa/ders.toml`, unless it only asks for
        // another output (a form has no output flags)
        let ornek = bilgi.ornek(p);
        let bicim = ["--json", "--markdown", "--help", "--iz"];
        if !ornek.is_empty() && !ornek.iter().any(|a| bicim.contains(&a.as_str())) {
            let ciftler = ornek.chunks(2).map(|c| {
                (c[0].trim_start_matches("--").into(), c.get(1).cloned().unwrap_or_default())
            });
            s.push(yeni(ciftler.collect()));
        }
        // the scenarios the screenshots show readers (docs/ekran/)
        for e in &sina_plani::plani(d).ekranlar {
            let mut ciftler = parcala(&e.parca);
            let hesap = ciftler.iter().any(|(a, v)| a == "program" && v == "hesap");
            ciftler.retain(|(a, _)| a != "program");
            if hesap == (p == Program::Hesap) {
                s.push(yeni(ciftler));
            }
        }
        if let Some(t) = tanimlar.iter().find(|t| t.deger_adi.is_some()) {
            s.push(yeni(vec![(t.bayrak.clone(), "abc".into())]));
            // a flag given twice: refused in the panel as on the command line
            let iki = |d: &str| (t.bayrak.clone(), d.to_string());
            s.push(yeni(vec![iki("5"), iki("6")]));
        }
        s.push(yeni(vec![("bilinmeyen".into(), "1".into())]));
    }
    // each first minimal timing of the page's "Kaç arıza yeter?" table (docs/kesif.json)
    for k in en_az_kayitlari(d) {
        let ciftler = parcala(k.parca.as_deref().unwrap_or_default());
        s.push(SinaSenaryosu { program: Program::Olc, ciftler });
    }
    // a docs example may be an option at its end: each scenario once
    let mut gorulen = std::collections::HashSet::new();
    s.retain(|x| gorulen.insert(x.parca()));
    Ok(s)
}

/// The claims, the flipping cells' marks and the side-by-side view the panel showed for `olc`
/// with `args`, against `olc --json` for the same flags.
fn ozellik_sorunlari(d: &dyn DersKaydi, args: &[String], g: &Gorulen) -> Vec<String> {
    let mut a: Vec<&str> = args.iter().map(String::as_str).filter(|a| *a != "--iz").collect();
    a.push("--json");
    let Ok(j) = serde_json::from_str::<serde_json::Value>(&d.calistir(Program::Olc, &a).cikti)
    else {
        return vec!["olc --json okunamadı".into()];
    };
    let yan_yana = args.iter().any(|a| a == "--karsilastir");
    let oz = if yan_yana { &j["birinci"]["olc"]["ozellikler"] } else { &j["ozellikler"] };
    let mut sorunlar = Vec::new();
    let beklenen: Vec<(String, Vec<OzellikGorulen>)> = oz["sutunlar"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|s| {
            // the panel lists the claims the column makes first
            let mut ozellikler: Vec<&serde_json::Value> =
                s["ozellikler"].as_array().into_iter().flatten().collect();
            ozellikler.sort_by_key(|o| o["iddiaEdilir"] != true);
            let liste = ozellikler.into_iter().map(|o| OzellikGorulen {
                ad: o["ad"].as_str().unwrap_or_default().into(),
                durum: o["durum"].as_str().unwrap_or_default().into(),
                nokta: o["nokta"]["ad"].as_str().map(String::from),
                cevirenler: o["cevirenler"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|c| {
                        format!(
                            "{} {}",
                            c["hucre"].as_str().unwrap_or(""),
                            c["deger"].as_str().unwrap_or("")
                        )
                    })
                    .collect(),
            });
            (s["sutun"].as_str().unwrap_or_default().to_string(), liste.collect())
        })
        .collect();
    let gorulen: Vec<(String, &Vec<OzellikGorulen>)> =
        g.ozellikler.iter().map(|s| (s.sutun.clone(), &s.ozellikler)).collect();
    let esit = beklenen.len() == gorulen.len()
        && beklenen.iter().zip(&gorulen).all(|(b, g)| b.0 == g.0 && b.1 == *g.1);
    if !esit {
        sorunlar.push("panelin özellik listesi olc --json'unkinden farklı".into());
    }
    if !g.isaretsiz.is_empty() {
        sorunlar.push(format!("çizelgede işaretlenmeyen çeviren hücreler: {:?}", g.isaretsiz));
    }
    if yan_yana {
        let beklenen: Vec<String> = j["ayrilma"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|a| {
                let sutun = a["sutun"].as_str().unwrap_or_default();
                match a["satir"].as_u64() {
                    None => format!("{sutun}: hikâyeler aynı"),
                    Some(n) => format!(
                        "{sutun}: {n}. satırda ayrılırbirinci: {}ikinci: {}",
                        a["birinci"].as_str().unwrap_or_default(),
                        a["ikinci"].as_str().unwrap_or_default()
                    ),
                }
            })
            .collect();
        if beklenen != g.ayrilma || !g.ikinci_svg {
            sorunlar.push(format!(
                "yan yana görünüm olc --karsilastir'ınkinden farklı: {:?} / {beklenen:?}",
                g.ayrilma
            ));
        }
    }
    sorunlar
}

/// A whole number or decimal option of `olc`, as the driver types into it.
#[derive(Clone, Serialize)]
struct Sayisal {
    bayrak: String,
    tur: &'static str,
    ust: f64,
    varsayilan: String,
}

/// What the driver plays on one lesson's page: the scenarios' fragments, and `olc`'s number
/// options for the typing.
#[derive(Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SenaryoPlani {
    ders: &'static str,
    senaryolar: Vec<String>,
    sayisal: Vec<Sayisal>,
    /// A scenario above the single changes' budget ([`sina_plani::SinaPlani::butce_ustu`]).
    butce_ustu: Option<&'static str>,
}

/// The driver's plan for lesson `d`, with its scenarios.
pub fn plan(d: &dyn DersKaydi) -> Result<(SenaryoPlani, Vec<SinaSenaryosu>), Hata> {
    let sen = senaryolar(d)?;
    let sayisal = d
        .secenek_tanimlari(Program::Olc)
        .into_iter()
        .filter_map(|t| {
            let (tur, ust) = match t.girdi {
                Girdi::Tam(_, a) => ("tam", f64::from(a.ust)),
                Girdi::Sayi(_, a) => ("sayi", a.ust),
                _ => return None,
            };
            Some(Sayisal { bayrak: t.bayrak, tur, ust, varsayilan: t.varsayilan })
        })
        .collect();
    let p = SenaryoPlani {
        ders: d.ad(),
        senaryolar: sen.iter().map(SinaSenaryosu::parca).collect(),
        sayisal,
        butce_ustu: sina_plani::plani(d).butce_ustu.as_deref(),
    };
    Ok((p, sen))
}

/// The command line's first error line without its `ders program: ` prefix: what the panel
/// says next to the input.
fn cli_mesaji(d: &dyn DersKaydi, p: Program, hata: &str) -> String {
    let satir = hata.lines().next().unwrap_or("");
    satir.strip_prefix(&format!("{} {}: ", d.ad(), p.ad())).unwrap_or(satir).to_string()
}

/// `olc --iz`'s output for `olc` with `args`: the story the panel tells whether or not its
/// `--iz` box is ticked.
fn olc_iz(d: &dyn DersKaydi, args: &[String]) -> String {
    // side by side, the story is the first timing's: the second is left out
    let mut a: Vec<&str> = Vec::new();
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--karsilastir" => i += 1,
            "--iz" => {}
            x => a.push(x),
        }
        i += 1;
    }
    a.push("--iz");
    d.calistir(Program::Olc, &a).cikti
}

/// The story as the panel showed it `kez` presses of its "show more" button after a run, against
/// `olc --iz`'s output `iz`: its first [`HIKAYE_ILK`] lines and [`HIKAYE_DEVAMI`] more at each
/// press, and the button counting the lines left (hidden when none is). The problem, if any.
fn hikaye_ekrani(iz: &str, kez: usize, g: &HikayeEkrani) -> Option<String> {
    let satirlar: Vec<&str> = iz.lines().collect();
    let n = (HIKAYE_ILK + kez * HIKAYE_DEVAMI).min(satirlar.len());
    let kalan = satirlar.len() - n;
    let dugme = (kalan > 0).then(|| format!("devamını göster ({kalan} satır daha)"));
    let gorulen_dugme = g.daha_var.then(|| g.daha_metni.clone());
    if g.iz == satirlar[..n].join("\n") && gorulen_dugme == dugme {
        return None;
    }
    let ne = |d: Option<String>| d.unwrap_or_else(|| "düğme yok".into());
    Some(format!(
        "{}: {} satırlık hikâyenin ilk {n} satırı ve '{}' beklenirdi; {} satır ve '{}' gösterildi",
        if kez == 0 { "ilk ekran".to_string() } else { format!("{kez}. basıştan sonra") },
        satirlar.len(),
        ne(dugme),
        g.iz.lines().count(),
        ne(gorulen_dugme),
    ))
}

/// The story and the timeline the panel showed for `olc` with `args`, against `olc --iz` and
/// `olc --svg -`: the story's first screen ([`hikaye_ekrani`]) and the very same picture.
fn hikaye_ve_resim(d: &dyn DersKaydi, args: &[String], g: &Gorulen) -> Vec<String> {
    let mut sorunlar = Vec::new();
    sorunlar.extend(hikaye_ekrani(&olc_iz(d, args), 0, &g.ekran));
    // the timeline is the scenario's own: beside a second timing (`--karsilastir`), that of the
    // first, which `--svg -` draws without it (the command line refuses the two together)
    let mut a: Vec<&str> = Vec::new();
    let mut kalan = args.iter().map(String::as_str);
    while let Some(x) = kalan.next() {
        match x {
            "--iz" => {}
            "--karsilastir" => {
                kalan.next();
            }
            x => a.push(x),
        }
    }
    a.extend(["--svg", "-"]);
    if g.svg_metni.trim_end() != d.calistir(Program::Olc, &a).cikti.trim_end() {
        sorunlar.push("zaman çizelgesi olc --svg'ninkinden farklı".into());
    }
    sorunlar
}

/// Each press of the story's "show more" button at the largest options, against `olc --iz` for
/// the fragment then in the address.
fn basimlar(d: &dyn DersKaydi, basimlar: &[Basim]) -> Vec<String> {
    basimlar
        .iter()
        .filter_map(|b| {
            let args =
                SinaSenaryosu { program: Program::Olc, ciftler: parcala(&b.parca) }.argumanlar();
            hikaye_ekrani(&olc_iz(d, &args), b.kez, &b.ekran).map(|m| format!("{}: {m}", b.parca))
        })
        .collect()
}

/// Each scenario the page played (`r`) against the command line on `senaryolar`: the text,
/// the timeline, the story, the claims and, on a fewest-faults link (`en_az`), the claim at
/// its last step. The problems, and how many of the links were played.
fn senaryo_sorunlari(
    d: &dyn DersKaydi,
    senaryolar: &[SinaSenaryosu],
    r: &SenaryoRaporu,
    en_az: &[arama::kayit::EnAzKaydi],
) -> (Vec<String>, usize) {
    let mut sorunlar = Vec::new();
    let mut en_az_denenen = 0;
    if senaryolar.len() != r.senaryolar.len() {
        sorunlar.push(format!(
            "{} senaryo oynandı, {} bekleniyordu",
            r.senaryolar.len(),
            senaryolar.len()
        ));
    }
    for (s, g) in senaryolar.iter().zip(&r.senaryolar) {
        let args = s.argumanlar();
        let a: Vec<&str> = args.iter().map(String::as_str).collect();
        let cli = d.calistir(s.program, &a);
        let ad = format!(
            "{}.html#{} ({} {} {})",
            d.ad(),
            s.parca(),
            d.ad(),
            s.program.ad(),
            args.join(" ")
        );
        if cli.kod == 0 {
            if g.gecerli.as_deref() != Some("evet") || g.metin != cli.cikti {
                sorunlar.push(format!(
                    "{ad}: panelin metni CLI'ninkinden farklı (hatalar: {:?})",
                    g.hatalar
                ));
            }
            if !g.svg {
                sorunlar.push(format!("{ad}: zaman çizelgesi yok"));
            }
            if s.program == Program::Olc {
                sorunlar
                    .extend(hikaye_ve_resim(d, &args, g).into_iter().map(|m| format!("{ad}: {m}")));
                sorunlar.extend(
                    ozellik_sorunlari(d, &args, g).into_iter().map(|m| format!("{ad}: {m}")),
                );
                // the link's pairs, as the scenario holds them (its fragment is escaped)
                let bu = |k: &&arama::kayit::EnAzKaydi| {
                    parcala(k.parca.as_deref().unwrap_or_default()) == s.ciftler
                };
                for k in en_az.iter().filter(bu) {
                    en_az_denenen += 1;
                    sorunlar.extend(
                        en_az_sorunlari(d, &args, k, g).into_iter().map(|m| format!("{ad}: {m}")),
                    );
                }
            }
        } else {
            let beklenen = cli_mesaji(d, s.program, &cli.hata);
            if g.gecerli.as_deref() != Some("hayir")
                || !g.hatalar.iter().any(|(_, m)| *m == beklenen)
            {
                sorunlar.push(format!("{ad}: panel '{beklenen}' demedi: {:?}", g.hatalar));
            }
        }
    }
    (sorunlar, en_az_denenen)
}

/// What one lesson's page showed against the command line; returns the problems found and
/// the page's timings (lesson scenario, largest options) in milliseconds.
fn denetle(
    d: &dyn DersKaydi,
    senaryolar: &[SinaSenaryosu],
    r: &SenaryoRaporu,
) -> (Vec<String>, Option<Sure>, Option<Sure>) {
    let mut sorunlar = Vec::new();
    if let Some(h) = &r.hata {
        sorunlar.push(format!("sürücü bu sayfada durdu: {h}"));
    }
    let en_az = en_az_kayitlari(d);
    if en_az.is_empty() {
        sorunlar.push("docs/kesif.json'da bu dersin en az arıza bağlantısı yok".into());
    }
    let (senaryo, en_az_denenen) = senaryo_sorunlari(d, senaryolar, r, &en_az);
    sorunlar.extend(senaryo);
    let adim = |ad: &str| r.adimlar.iter().find(|a| a.ad == ad);
    let varsayilan = adim("varsayilan");
    let dersin = varsayilan.and_then(|a| Sure::yeni(&a.sureler));
    if let (Some(v), Some(g)) = (varsayilan, adim("gecersiz")) {
        let cli = d.calistir(Program::Olc, &[&format!("--{}", g.bayrak), &g.deger]);
        let beklenen = cli_mesaji(d, Program::Olc, &cli.hata);
        if !g
            .hatalar
            .iter()
            .any(|(id, m)| id.ends_with(&format!("-{}-hata", g.bayrak)) && *m == beklenen)
        {
            sorunlar.push(format!(
                "yazılan geçersiz değer: '{beklenen}' girdinin yanında yok: {:?}",
                g.hatalar
            ));
        }
        if g.metin != v.metin {
            sorunlar.push("yazılan geçersiz değer son geçerli tabloyu silmemeliydi".into());
        }
        let alan = format!("panel-{}-{}", d.ad(), g.bayrak);
        if !g.eski || g.gecersiz_alanlar != [alan] || v.eski || !v.gecersiz_alanlar.is_empty() {
            sorunlar.push(format!(
                "geçersiz değerde eski tablo notu ve aria-invalid: {} {:?}",
                g.eski, g.gecersiz_alanlar
            ));
        }
    }
    if let Some(g) = adim("gecerli") {
        let cli = d.calistir(Program::Olc, &[&format!("--{}", g.bayrak), &g.deger]);
        if g.metin != cli.cikti || !g.parca.contains(&format!("{}={}", g.bayrak, g.deger)) {
            sorunlar.push(format!(
                "yazılan {}={}: panel CLI ile aynı değil ya da parça {}",
                g.bayrak, g.deger, g.parca
            ));
        }
    }
    match adim("ceviren") {
        None => {
            sorunlar.push("dersin arıza sırasında tıklanacak çeviren bir değişiklik yok".into())
        }
        Some(g) => {
            let ciftler = parcala(g.deger.trim_start_matches('#'));
            let args = SinaSenaryosu { program: Program::Olc, ciftler }.argumanlar();
            let a: Vec<&str> = args.iter().map(String::as_str).collect();
            let cli = d.calistir(Program::Olc, &a);
            if g.gecerli.as_deref() != Some("evet") || g.metin != cli.cikti {
                sorunlar.push(format!("tıklanan değişiklik {}: panel CLI ile aynı değil", g.deger));
            }
            sorunlar.extend(
                ozellik_sorunlari(d, &args, g).into_iter().map(|m| format!("{}: {m}", g.deger)),
            );
        }
    }
    let butce_ustu = sina_plani::plani(d).butce_ustu.as_deref();
    if let (Some(parca), Some(g)) = (butce_ustu, adim("butce_ustu")) {
        let args = SinaSenaryosu { program: Program::Olc, ciftler: parcala(parca) }.argumanlar();
        if g.aranmadan.iter().flat_map(|s| &s.ozellikler).any(|o| !o.cevirenler.is_empty()) {
            sorunlar.push(format!("{parca}: bütçenin üstünde tek değişiklikler istenmeden arandı"));
        }
        let mut zorla = args.clone();
        zorla.push("--tek-degisiklik".into());
        sorunlar.extend(
            ozellik_sorunlari(d, &zorla, g)
                .into_iter()
                .map(|m| format!("{parca} (istenince): {m}")),
        );
    } else if butce_ustu.is_some() {
        sorunlar.push("bütçenin üstündeki arama sınanmadı".into());
    }
    let durduruldu = adim("en_buyuk").and_then(|a| a.durduruldu.as_deref());
    if let Some(m) = durduruldu.filter(|m| !m.starts_with("durduruldu")) {
        sorunlar.push(format!("en büyük seçenekler: tek değişiklik araması durmadı: {m}"));
    }
    let en_buyuk = adim("en_buyuk").and_then(|a| Sure::yeni(&a.sureler));
    if let Some(a) = adim("en_buyuk") {
        let args = SinaSenaryosu { program: Program::Olc, ciftler: parcala(&a.parca) }.argumanlar();
        sorunlar.extend(
            hikaye_ve_resim(d, &args, a).into_iter().map(|m| format!("en büyük seçenekler: {m}")),
        );
        if a.ekran.daha_var && a.basimlar.len() < 3 {
            sorunlar.push(format!(
                "en büyük seçenekler: 'devamını göster'e üç kez basılmalıydı, {} kez basıldı",
                a.basimlar.len()
            ));
        }
        sorunlar.extend(basimlar(d, &a.basimlar).into_iter().map(|m| format!("en büyük: {m}")));
    }
    if dersin.is_none() {
        sorunlar.push("dersin senaryosu ölçülmedi".into());
    }
    sorunlar.extend(r.konsol.iter().map(|k| format!("sayfada hata: {k}")));
    if en_az_denenen < en_az.len() {
        sorunlar.push(format!(
            "kaç arıza yeter: {} bağlantıdan {en_az_denenen}'i panelde denendi",
            en_az.len()
        ));
    }
    println!("  kaç arıza yeter: {en_az_denenen} bağlantı panelde açıldı, özellik son adımında");
    (sorunlar, dersin, en_buyuk)
}

/// Every lesson's page against the command line; prints a line per lesson with the page's
/// timings beside their targets, and returns the problems found.
pub fn yargila(
    raporlar: &[SenaryoRaporu],
    planlar: &[(&'static dyn DersKaydi, Vec<SinaSenaryosu>)],
) -> Vec<String> {
    let mut sorunlar = Vec::new();
    if raporlar.len() != planlar.len() {
        sorunlar.push(format!(
            "{} ders sayfası oynatıldı, {} bekleniyordu",
            raporlar.len(),
            planlar.len()
        ));
    }
    for ((d, sen), r) in planlar.iter().zip(raporlar) {
        if r.ders != d.ad() {
            sorunlar.push(format!("{} beklenirken {} oynatıldı", d.ad(), r.ders));
            continue;
        }
        let (bulunan, dersin, en_buyuk) = denetle(*d, sen, r);
        let dersin = dersin.map_or_else(|| "ölçülmedi".into(), |s| s.hedefle(BIR_KARE));
        let en_buyuk = en_buyuk
            .map_or_else(|| "tam sayı seçeneği yok".into(), |s| s.hedefle(SANIYENIN_ONDA_BIRI));
        println!(
            "{}: {} senaryo CLI ile karşılaştırıldı, {} sorun\n  dersin senaryosu: {dersin}\n  en \
             büyük seçenekler: {en_buyuk}",
            d.ad(),
            sen.len(),
            bulunan.len(),
        );
        sorunlar.extend(bulunan.into_iter().map(|b| format!("{}: {b}", d.ad())));
    }
    sorunlar
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn her_derste_en_az_on_senaryo_her_secenek_denenir() {
        for &d in dersler::DERSLER.iter() {
            let s = senaryolar(d).unwrap();
            assert!(s.len() >= 10, "{}: {} senaryo", d.ad(), s.len());
            for p in Program::HEPSI {
                for t in d.secenek_tanimlari(p) {
                    let var = s
                        .iter()
                        .any(|x| x.program == p && x.ciftler.iter().any(|(a, _)| *a == t.bayrak));
                    assert!(var, "{} {}: --{} denenmiyor", d.ad(), p.ad(), t.bayrak);
                }
            }
            let parcalar: Vec<String> = s.iter().map(SinaSenaryosu::parca).collect();
            let mut tekil = parcalar.clone();
            tekil.sort();
            tekil.dedup();
            assert_eq!(tekil.len(), parcalar.len(), "{}: tekrar eden senaryo", d.ad());
        }
    }

    #[test]
    fn parca_ve_argumanlar() {
        let s = SinaSenaryosu {
            program: Program::Hesap,
            ciftler: vec![
                ("kk2".into(), "0.01,0.05".into()),
                ("eksik-abone".into(), "sözleşme".into()),
            ],
        };
        assert_eq!(s.parca(), "program=hesap&kk2=0.01,0.05&eksik-abone=s%C3%B6zle%C5%9Fme");
        assert_eq!(s.argumanlar(), ["--kk2", "0.01,0.05", "--eksik-abone", "sözleşme"]);
        assert_eq!(parcala(&s.parca())[2], ("eksik-abone".into(), "sözleşme".into()));
    }
}
