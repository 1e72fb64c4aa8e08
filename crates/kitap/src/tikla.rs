//! `--sina`'s clicks: each lesson's panel used as a reader uses it, through the browser's own
//! input (mouse and keys, by the book's one driver, `surucu/tikla.mjs`). The steps are the
//! lesson's own ([`ders::sayfa::Sayfa`]): cells of the timeline clicked with the mouse, reached
//! and pressed from the keyboard, a schedule typed into the `--ariza` field; after each step the
//! panel's text must be the command line's for the fragment it then shows, byte for byte, and
//! the schedule the one the lesson declares. Then each exercise gets a wrong and a right
//! prediction, the checks of every timing run in the page's Web Worker against `kesif`, and one
//! cell is clicked again and again for the update's timing.

use crate::Hata;
use dersler::DersKaydi;
use program::calistirma::parcala;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;
use std::process::Command;

/// What the driver does on one lesson's page.
#[derive(Serialize)]
pub struct Plan {
    ders: &'static str,
    adimlar: Vec<ders::sayfa::Adim>,
    olcum: Olcum,
    her: &'static [ders::sayfa::HerZamanlamada],
    /// The lesson's exercises, solved: the driver types a wrong and then the right answer.
    tahminler: Vec<program::alistirma::Cozum>,
}

/// What the page said after a prediction.
#[derive(Debug, Deserialize)]
struct TahminGorulen {
    /// `dogru` or `yanlis`.
    sonuc: String,
    metin: String,
    /// The story line marked.
    isaret: Option<String>,
    parca: String,
    /// Timeline cells marked.
    vurgulu: usize,
    /// Timeline cells of the deciding round (none where the cells carry no round).
    aday: usize,
    /// Timeline cells that carry a round at all.
    turlu: usize,
}

/// An exercise on the page: the wrong prediction, then the right one.
#[derive(Debug, Deserialize)]
struct Tahmin {
    yanlis: TahminGorulen,
    dogru: TahminGorulen,
}

#[derive(Serialize)]
struct Olcum {
    kimlik: String,
    kac: usize,
}

/// What the panel showed after a step.
#[derive(Debug, Deserialize)]
struct Gorulen {
    parca: String,
    metin: String,
    ariza: String,
    hatalar: Vec<String>,
    gecerli: Option<String>,
    odak: Option<String>,
    #[serde(rename = "odakSirasi")]
    odak_sirasi: i64,
    basili: Option<String>,
}

/// What the driver saw on one lesson's page.
#[derive(Debug, Deserialize)]
pub struct Rapor {
    ders: String,
    adimlar: Vec<Gorulen>,
    sureler: Vec<f64>,
    konsol: Vec<String>,
    denetimler: Vec<HerGorulen>,
    acilan: Option<Acilan>,
    tahminler: Vec<Tahmin>,
}

/// The driver's plan for lesson `d`: its declared steps, the timing cell, its checks of every
/// timing, its exercises.
pub fn plan(d: &dyn DersKaydi) -> Plan {
    let s = d.sayfa();
    Plan {
        ders: d.ad(),
        adimlar: s.adimlar.iter().map(|a| a.adim).collect(),
        olcum: Olcum { kimlik: s.olcum.into(), kac: KAC },
        her: s.her_zamanlamada,
        tahminler: d.alistirmalar().into_iter().filter_map(Result::ok).collect(),
    }
}

/// What the page showed of a check of every timing.
#[derive(Debug, Deserialize)]
struct HerGorulen {
    metin: String,
    komut: String,
    ilerleme: String,
    /// From the click to the last result (milliseconds; none if it did not end).
    sure: Option<f64>,
    /// The worker's check alone (milliseconds).
    hesap: Option<f64>,
    ornekler: Vec<String>,
}

/// The panel after an example's `panelde aç` link: the link, and what the panel showed.
#[derive(Debug, Deserialize)]
struct Acilan {
    href: String,
    parca: String,
    metin: String,
    ariza: String,
}

/// How many times the timing clicks one cell.
const KAC: usize = 15;

/// Every lesson's reader against the command line; prints a line per lesson with the update's
/// time after a click, and returns the problems found.
pub fn yargila(raporlar: &[Rapor]) -> Result<Vec<String>, Hata> {
    let mut sorunlar = Vec::new();
    let adlar: Vec<&str> = raporlar.iter().map(|r| r.ders.as_str()).collect();
    let liste: Vec<&str> = dersler::DERSLER.iter().map(|d| d.ad()).collect();
    if adlar != liste {
        sorunlar.push(format!("tıklama: {adlar:?} dersleri denendi, {liste:?} bekleniyordu"));
    }
    for dr in raporlar {
        let d = dersler::bul(&dr.ders)
            .ok_or_else(|| Hata(format!("'{}' diye bir ders yok", dr.ders)))?;
        let mut bulunan = denetle(d, dr);
        bulunan.extend(her_zamanlamada(d, dr)?);
        bulunan.extend(tahminler(d, dr));
        let sure = crate::sure::Sure::yeni(&dr.sureler)
            .map_or_else(|| "ölçülmedi".into(), |s| s.hedefle(crate::sure::SANIYENIN_ONDA_BIRI));
        println!(
            "{}: {} tıklama, tuş ve yazma adımı ve {} alıştırma (yanlış ve doğru tahmin) CLI ile karşılaştırıldı, {} sorun\n  tıklamadan sonra güncelleme: {sure}",
            dr.ders,
            dr.adimlar.len(),
            dr.tahminler.len(),
            bulunan.len(),
        );
        if dr.sureler.is_empty() {
            bulunan.push("tıklamadan sonra güncelleme ölçülmedi".into());
        }
        sorunlar.extend(bulunan.into_iter().map(|b| format!("{}: {b}", dr.ders)));
    }
    Ok(sorunlar)
}

/// What `olc` prints for the flags URL fragment `parca` stands for, and those flags as a
/// command line writes them.
fn olc(d: &dyn DersKaydi, parca: &str) -> (String, String) {
    let args = program::komut::parca_argumanlari(parca);
    let a: Vec<&str> = args.iter().map(String::as_str).collect();
    (d.calistir(ders::Program::Olc, &a).cikti, args.join(" "))
}

/// The page's verdicts on the exercises, against the command line: a wrong prediction is called
/// wrong and a right one right, with the command line's figure; the run goes to the exercise's
/// options, its deciding story line is marked and, where the timeline's cells carry rounds, the
/// round's cells.
fn tahminler(d: &dyn DersKaydi, r: &Rapor) -> Vec<String> {
    let cozumler: Vec<_> = d.alistirmalar().into_iter().filter_map(Result::ok).collect();
    let mut sorunlar = Vec::new();
    if r.tahminler.len() != cozumler.len() || cozumler.len() < 4 {
        sorunlar.push(format!(
            "tahmin et: sayfada {} alıştırma, programda {}",
            r.tahminler.len(),
            cozumler.len()
        ));
    }
    for (t, c) in r.tahminler.iter().zip(&cozumler) {
        // the figure as the command line prints it, read apart from the exercise's solver
        let mut args = program::komut::parca_argumanlari(&c.parca);
        args.push("--json".into());
        let a: Vec<&str> = args.iter().map(String::as_str).collect();
        let cli = d.calistir(ders::Program::Olc, &a);
        let j: serde_json::Value = serde_json::from_str(&cli.cikti).unwrap_or_default();
        let sutun =
            j["sutunlar"].as_array().and_then(|s| s.iter().find(|s| s["ad"] == c.sutun.as_str()));
        // a "neden?" exercise asks for the deciding line's point, which `c` read off the story
        let cevap = if c.neden {
            c.cevap.clone()
        } else {
            sutun.map(|s| s["olcum"][&c.olcu].to_string()).unwrap_or_default()
        };
        let sorun = |s: &str| format!("tahmin et '{}': {s}", c.soru);
        if t.yanlis.sonuc != "yanlis"
            || !t.yanlis.metin.contains(&format!("modelin cevabı {cevap},"))
        {
            sorunlar.push(sorun(&format!("yanlış tahmin: {:?}", t.yanlis)));
        }
        if t.dogru.sonuc != "dogru" || !t.dogru.metin.starts_with(&format!("Doğru: {cevap}.")) {
            sorunlar.push(sorun(&format!("doğru tahmin: {:?}", t.dogru)));
        }
        for g in [&t.yanlis, &t.dogru] {
            if g.isaret.as_deref() != Some(c.satir.as_str()) || g.parca != c.parca {
                sorunlar.push(sorun(&format!("işaretlenen satır ya da senaryo: {g:?}")));
            }
            if g.vurgulu != g.aday {
                sorunlar.push(sorun(&format!(
                    "zaman çizelgesinde turun {} hücresinden {}'i işaretlendi",
                    g.aday, g.vurgulu
                )));
            }
        }
    }
    // where the timeline counts rounds, some exercise's deciding round is on it and marked
    let turlu = r.tahminler.iter().any(|t| t.dogru.turlu > 0);
    if turlu && r.tahminler.iter().all(|t| t.dogru.vurgulu == 0) {
        sorunlar
            .push("tahmin et: hiçbir alıştırmanın turu zaman çizelgesinde işaretlenmedi".into());
    }
    sorunlar
}

/// What one lesson's page showed after each step, against the command line and the schedules
/// the lesson declares.
fn denetle(d: &dyn DersKaydi, r: &Rapor) -> Vec<String> {
    use ders::sayfa::Adim;
    let mut sorunlar: Vec<String> = r.konsol.iter().map(|k| format!("sayfada hata: {k}")).collect();
    let adimlar = d.sayfa().adimlar;
    if adimlar.len() != r.adimlar.len() {
        sorunlar.push(format!("{} adımdan {}'i oynatıldı", adimlar.len(), r.adimlar.len()));
    }
    for (a, g) in adimlar.iter().zip(&r.adimlar) {
        let ne = match a.adim {
            Adim::Tikla { kimlik, .. } => format!("tıklama {kimlik}"),
            Adim::Tus { kimlik, tus } => format!("tuş '{tus}' {kimlik}"),
            Adim::Ok { kimlik, tus, .. } => format!("{tus} {kimlik}"),
            Adim::Yaz { deger } => format!("yazma {deger}"),
        };
        if g.gecerli.as_deref() != Some("evet") || !g.hatalar.is_empty() {
            sorunlar.push(format!("{ne}: panel reddetti: {:?}", g.hatalar));
            continue;
        }
        let (cikti, arg) = olc(d, &g.parca);
        if g.metin != cikti {
            sorunlar.push(format!("{ne}: #{} metni, olc {arg} çıktısından farklı", g.parca));
        }
        if g.ariza != a.beklenen {
            sorunlar.push(format!("{ne}: --ariza alanı '{}', beklenen '{}'", g.ariza, a.beklenen));
        }
        let hucre = match a.adim {
            Adim::Tikla { kimlik, sira } => Some((kimlik, sira)),
            Adim::Tus { kimlik, .. } => Some((kimlik, 0)),
            Adim::Ok { hedef, .. } => Some((hedef, 0)),
            Adim::Yaz { .. } => None,
        };
        if let Some((hedef, sira)) = hucre {
            if g.odak.as_deref() != Some(hedef) || g.odak_sirasi != sira as i64 {
                sorunlar.push(format!(
                    "{ne}: odak {hedef} ({}. sütun) değil, {:?} ({}.)",
                    sira + 1,
                    g.odak,
                    g.odak_sirasi + 1
                ));
            }
            let c = d.calis(ders::Program::Olc, &g.parca);
            let acik = c.hucreler.iter().find(|h| h.kimlik == hedef).map(|h| h.acik.to_string());
            if g.basili != acik {
                sorunlar.push(format!("{ne}: aria-pressed {:?}, hücre {:?}", g.basili, acik));
            }
        }
    }
    sorunlar
}

/// The `kesif` program as `cargo xtask kesif` builds it (release; nothing to do when it is up to
/// date): the command line the page's check of every timing is compared with, and the native
/// rate the browser's is set beside, both from the build a reader runs.
pub(crate) fn kesif() -> Result<PathBuf, Hata> {
    let c = Command::new(env!("CARGO"))
        .args(["build", "--quiet", "--release", "--package", "kesif", "--bin", "kesif"])
        .current_dir(crate::kok())
        .status()
        .map_err(|e| Hata(format!("cargo build --release -p kesif: {e}")))?;
    if !c.success() {
        return Err(Hata(format!("cargo build --release -p kesif: {c}")));
    }
    Ok(crate::kok().join("target").join("release").join("kesif"))
}

/// The page's checks of every timing against `cargo xtask kesif` with the same options: the same
/// text byte for byte, and the first example opened in the panel, printing what `olc` prints
/// for its link's flags. The time from the click, the browser's rate, the native rate of the same
/// search in the release build `cargo xtask kesif` runs, and their ratio are printed, not judged.
fn her_zamanlamada(d: &dyn DersKaydi, r: &Rapor) -> Result<Vec<String>, Hata> {
    let mut sorunlar = Vec::new();
    let kesif = kesif()?;
    for (i, g) in r.denetimler.iter().enumerate() {
        let (Some(args), Some(sure), Some(hesap)) =
            (g.komut.strip_prefix("cargo xtask kesif -- "), g.sure, g.hesap)
        else {
            sorunlar.push(format!("her arıza sırasında: komut yok ({}): {}", g.komut, g.ilerleme));
            continue;
        };
        let args: Vec<&str> = args.split_whitespace().collect();
        let cli = Command::new(&kesif).args(&args).output().map_err(|e| Hata(e.to_string()))?;
        if String::from_utf8_lossy(&cli.stdout) != g.metin {
            sorunlar.push(format!(
                "her arıza sırasında: sayfanın metni '{}' çıktısından farklı",
                g.komut
            ));
        }
        if g.ornekler.len() != g.metin.matches(": --ariza '").count() {
            sorunlar.push(format!(
                "her arıza sırasında: {} örnek için {} 'panelde aç' bağlantısı",
                g.metin.matches(": --ariza '").count(),
                g.ornekler.len()
            ));
        }
        let kesfedilen: f64 = g
            .metin
            .lines()
            .filter_map(|l| l.rsplit(", ").next()?.strip_suffix(" keşfedilen")?.parse::<f64>().ok())
            .sum();
        let tarayici = kesfedilen / (hesap / 1000.0).max(1e-9);
        let hiz_args: Vec<&str> =
            args.iter().copied().filter(|a| *a != "--metin").chain(["--hiz"]).collect();
        let yerel =
            Command::new(&kesif).args(&hiz_args).output().map_err(|e| Hata(e.to_string()))?;
        let yerel = String::from_utf8_lossy(&yerel.stdout)
            .lines()
            .find_map(|l| {
                l.strip_prefix("hız: ")?
                    .split(", ")
                    .nth(2)?
                    .strip_suffix(" durum/s (iddia::arama")?
                    .parse::<f64>()
                    .ok()
            })
            .unwrap_or(f64::NAN);
        println!(
            "  her arıza sırasında ({}): {:.0} ms tıklamadan sonuca{}; tarayıcı {:.0} durum/s, yerel (release, tek iş parçacığı) {:.0} durum/s, oran {:.2}",
            g.komut.trim_start_matches("cargo xtask kesif -- "),
            sure,
            if i == 0 { " (dersin seçenekleri; hedef 2 s)" } else { "" },
            tarayici,
            yerel,
            tarayici / yerel
        );
    }
    match &r.acilan {
        Some(a) => {
            let parca = a.href.trim_start_matches('#');
            let ciftler = parcala(parca);
            let (cikti, arg) = olc(d, parca);
            if a.metin != cikti {
                sorunlar.push(format!(
                    "panelde aç {}: panelin metni, olc {arg} çıktısından farklı",
                    a.href
                ));
            }
            let ariza = ciftler.iter().find(|(k, _)| k == "ariza").map(|(_, v)| v.as_str());
            if Some(a.ariza.as_str()) != ariza || parcala(&a.parca) != ciftler {
                sorunlar.push(format!(
                    "panelde aç {}: panel {} gösteriyor, --ariza '{}'",
                    a.href, a.parca, a.ariza
                ));
            }
        }
        None => sorunlar.push("her arıza sırasında: açılacak örnek yok".into()),
    }
    Ok(sorunlar)
}
