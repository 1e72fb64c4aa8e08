//! `--sina`'s clicks: each lesson's panel used as a reader uses it, through the browser's own
//! input (mouse and keys, by the book's one driver, `surucu/tikla.mjs`). The steps are the
//! lesson's own ([`crate::sina_plani`]): cells of the timeline clicked with the mouse, reached
//! and pressed from the keyboard, a schedule typed into the `--ariza` field; after each step the
//! panel's text must be the command line's for the fragment it then shows, byte for byte, and
//! the schedule the one the lesson declares. Then each exercise gets a wrong and a right
//! prediction, the checks of every timing run in the page's Web Worker against `kesif`, and one
//! cell is clicked again and again for the update's timing.

use crate::Hata;
use crate::sina_plani::{self, HerZamanlamadaSinamasi, OkurHareketi};
use ders::secenek::ARIZA_ADI;
use dersler::DersKaydi;
use program::calistirma::parcala;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;
use std::process::Command;

mod anlar;
mod tahmin;
mod yuruyus;
use tahmin::{Tahmin, tahminler};
use yuruyus::{Yuruyus, yuruyus};

/// What the driver does on one lesson's page.
#[derive(Serialize)]
pub struct TiklamaPlani {
    ders: &'static str,
    adimlar: Vec<&'static OkurHareketi>,
    olcum: Olcum,
    her: Vec<&'static HerZamanlamadaSinamasi>,
    /// The lesson's exercises, solved: the driver types a wrong and then the right answer.
    tahminler: Vec<program::alistirma::Cozum>,
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

/// What the driver saw clicking, typing and walking on one lesson's page (`surucu/tikla.mjs`).
#[derive(Debug, Deserialize)]
pub struct TiklamaRaporu {
    ders: String,
    adimlar: Vec<Gorulen>,
    sureler: Vec<f64>,
    konsol: Vec<String>,
    denetimler: Vec<HerGorulen>,
    /// The check refused for a bound emptied, then -1, then the bound set back.
    #[serde(rename = "sinirRetleri")]
    sinir_retleri: SinirRetleri,
    /// Each design searched plainly and for the fewest faults, timed in the page's worker.
    hiz: Vec<TasarimHizi>,
    acilan: Option<Acilan>,
    /// The panel after the first fewest-faults example's `yan yana` link.
    #[serde(rename = "yanYana")]
    yan_yana: Option<Acilan>,
    tahminler: Vec<Tahmin>,
    yuruyus: Yuruyus,
}

/// What the check's line under its buttons and its notes said after each of
/// [`TiklamaRaporu::sinir_retleri`]'s steps.
#[derive(Debug, Deserialize)]
struct SinirRetleri {
    bos: RetGorulen,
    eksi: RetGorulen,
    duzeltilince: RetGorulen,
}

#[derive(Debug, Deserialize)]
struct RetGorulen {
    ilerleme: String,
    notlar: String,
}

/// The driver's plan for lesson `d`: its declared steps, the timing cell, its checks of every
/// timing (the lesson's own large configuration too, if `buyuk`), its exercises.
pub fn plan(d: &dyn DersKaydi, buyuk: bool) -> TiklamaPlani {
    let s = sina_plani::plani(d);
    TiklamaPlani {
        ders: d.ad(),
        adimlar: s.adimlar.iter().map(|a| &a.adim).collect(),
        olcum: Olcum { kimlik: s.olcum.clone(), kac: KAC },
        her: s.her_zamanlamada.iter().filter(|h| buyuk || !h.buyuk).collect(),
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
    /// The worker's WebAssembly memory at the end, its largest (bytes).
    bellek: Option<f64>,
    ornekler: Vec<String>,
    /// The claim names listed under the text, each with its sentence (empty if it has none).
    adlar: Vec<(String, String)>,
}

/// One design's two searches as the page's worker timed them (milliseconds).
#[derive(Debug, Deserialize)]
struct TasarimHizi {
    kontrol: String,
    durum: usize,
    duz: f64,
    #[serde(rename = "enAz")]
    en_az: f64,
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
pub fn yargila(
    raporlar: &[TiklamaRaporu],
    cumleler: &crate::anlar::Cumleler,
) -> Result<Vec<String>, Hata> {
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
        let (yuruyus_sorunlari, adim_suresi) = yuruyus(d, &dr.yuruyus);
        bulunan.extend(yuruyus_sorunlari);
        let y = &dr.yuruyus;
        let basis = (y.degisim_basisi, y.noktalar.len());
        bulunan.extend(anlar::anlar(d, &y.anlar, &y.hucreler, cumleler, basis));
        let sure = crate::sure::Sure::yeni(&dr.sureler)
            .map_or_else(|| "ölçülmedi".into(), |s| s.hedefle(crate::sure::SANIYENIN_ONDA_BIRI));
        println!(
            "{}: {} tıklama, tuş ve yazma adımı, {} alıştırma (yanlış ve doğru tahmin) ve adım adım yürüyüşün {} noktası CLI ile karşılaştırıldı, {} sorun\n  tıklamadan sonra güncelleme: {sure}\n  yürüyüşte bir adım: {adim_suresi}",
            dr.ders,
            dr.adimlar.len(),
            dr.tahminler.len(),
            dr.yuruyus.noktalar.len(),
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

/// What one lesson's page showed after each step, against the command line and the schedules
/// the lesson declares.
fn denetle(d: &dyn DersKaydi, r: &TiklamaRaporu) -> Vec<String> {
    let mut sorunlar: Vec<String> = r.konsol.iter().map(|k| format!("sayfada hata: {k}")).collect();
    let adimlar = &sina_plani::plani(d).adimlar;
    if adimlar.len() != r.adimlar.len() {
        sorunlar.push(format!("{} adımdan {}'i oynatıldı", adimlar.len(), r.adimlar.len()));
    }
    for (a, g) in adimlar.iter().zip(&r.adimlar) {
        let ne = match &a.adim {
            OkurHareketi::Tikla { kimlik, .. } => format!("tıklama {kimlik}"),
            OkurHareketi::Tus { kimlik, tus } => format!("tuş '{tus}' {kimlik}"),
            OkurHareketi::Ok { kimlik, tus, .. } => format!("{tus} {kimlik}"),
            OkurHareketi::Yaz { deger } => format!("yazma {deger}"),
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
        let hucre = match &a.adim {
            OkurHareketi::Tikla { kimlik, sira } => Some((kimlik.as_str(), *sira)),
            OkurHareketi::Tus { kimlik, .. } => Some((kimlik.as_str(), 0)),
            OkurHareketi::Ok { hedef, .. } => Some((hedef.as_str(), 0)),
            OkurHareketi::Yaz { .. } => None,
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
    Ok(crate::hedef()?.join("release").join("kesif"))
}

/// The page's checks of every timing against `cargo xtask kesif` with the same options: the same
/// text byte for byte, and the first example opened in the panel, printing what `olc` prints
/// for its link's flags; a bound emptied or -1 refused once, by its name, and the refusal gone
/// once the bound is set back. The time from the click, the browser's rate, the native rate of
/// the same search in the release build `cargo xtask kesif` runs, and their ratio are printed,
/// not judged.
fn her_zamanlamada(d: &dyn DersKaydi, r: &TiklamaRaporu) -> Result<Vec<String>, Hata> {
    let mut sorunlar = Vec::new();
    sorunlar.extend(sinir_retleri_sorunu(&r.sinir_retleri));
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
        sorunlar.extend(adsiz_ozellikler(g));
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
                    .strip_suffix(" durum/s (arama::genislik")?
                    .parse::<f64>()
                    .ok()
            })
            .unwrap_or(f64::NAN);
        println!(
            "  her arıza sırasında ({}): {:.0} ms tıklamadan sonuca{}; tarayıcı {:.0} durum/s (tek iş parçacığı), yerel (release, adımları {} iş parçacığı yapıyor) {:.0} durum/s, oran {:.2}",
            g.komut.trim_start_matches("cargo xtask kesif -- "),
            sure,
            if i == 0 { " (dersin seçenekleri; hedef 2 s)" } else { "" },
            tarayici,
            arama::is_parcacigi_sayisi(),
            yerel,
            tarayici / yerel
        );
        sorunlar.extend(bellek_sorunu(g));
    }
    for h in &r.hiz {
        println!(
            "  kaç arıza yeter, tarayıcıda ({}, {} durum): düz denetim {:.2} ms, en az arıza {:.2} ms, oran {:.2} (3 örneklemin ortancası)",
            h.kontrol,
            h.durum,
            h.duz,
            h.en_az,
            h.en_az / h.duz.max(1e-9)
        );
    }
    if r.hiz.is_empty() {
        sorunlar.push("kaç arıza yeter: tarayıcıda hiçbir tasarım ölçülmedi".into());
    }
    match &r.yan_yana {
        Some(a) => {
            let (cikti, arg) = olc(d, a.href.trim_start_matches('#'));
            if a.metin != cikti || !arg.contains("--karsilastir") {
                sorunlar.push(format!(
                    "yan yana {}: panelin metni, olc {arg} çıktısından farklı",
                    a.href
                ));
            }
        }
        None => sorunlar.push("kaç arıza yeter: 'yan yana' bağlantısı yok".into()),
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
            let ariza = ciftler.iter().find(|(k, _)| k == ARIZA_ADI).map(|(_, v)| v.as_str());
            // the panel writes its fragment without the options at their defaults (`dugum=5`
            // for lider): the same run, which `olc` prints the same
            if Some(a.ariza.as_str()) != ariza || olc(d, &a.parca).0 != cikti {
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

/// A bad bound refused once, by its name, under the buttons; gone once it is set back.
fn sinir_retleri_sorunu(s: &SinirRetleri) -> Option<String> {
    let ret = |g: &RetGorulen, neden: &str| {
        g.ilerleme.starts_with("Denetim başlamadı: ")
            && g.ilerleme.contains(neden)
            && g.notlar.is_empty()
    };
    let tamam = ret(&s.bos, ": bir tam sayı yazın")
        && ret(&s.eksi, "(-1 verildi)")
        && s.duzeltilince.ilerleme.is_empty();
    (!tamam).then(|| format!("her arıza sırasında: boş ve -1 sınır: {s:?}"))
}

/// The worker's WebAssembly memory at the end of check `g` (its largest), printed; a problem
/// past 1 GiB.
fn bellek_sorunu(g: &HerGorulen) -> Option<String> {
    let mib = g.bellek? / 1048576.0;
    println!("    WebAssembly belleği sonda (en büyüğü) {mib:.0} MiB; sınır 1024 MiB");
    (mib > 1024.0).then(|| {
        format!(
            "her arıza sırasında ({}): WebAssembly belleği {mib:.0} MiB, 1 GiB'ı aşıyor",
            g.komut
        )
    })
}

/// Every claim the check's text names (`  citlemeyle_tek_kabul   her zaman ...`) listed under
/// it with its sentence, or which are not.
fn adsiz_ozellikler(g: &HerGorulen) -> Option<String> {
    let adsiz: Vec<&str> = g
        .metin
        .lines()
        .filter_map(|l| l.strip_prefix("  ")?.split_whitespace().next())
        .filter(|a| a.contains('_') && a.bytes().all(|b| b.is_ascii_lowercase() || b == b'_'))
        .filter(|a| !g.adlar.iter().any(|(ad, anlam)| ad == a && !anlam.is_empty()))
        .collect();
    (!adsiz.is_empty())
        .then(|| format!("her arıza sırasında: cümlesi verilmeyen özellikler {adsiz:?}"))
}
