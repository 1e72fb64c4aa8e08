#![cfg(feature = "ders")]
//! The lesson's pictures, drawn from its events and results with the `cizim` toolkit: the two
//! columns' timelines, and the scan-interval sweep.

use crate::olay::{self, Olay};
use crate::rapor::Olc;
use crate::{ADIM, Denetci, ISLER};
use cekirdek::TurOlayi;
use cizim::plotters::prelude::*;
use cizim::*;

/// The lesson's traced runs.
type Izler = ders::Izler<Denetci>;

const SOL: i32 = 50;
const GEN: i32 = 34;
const YUK: i32 = 20;

/// A job's cell in one round.
#[derive(Clone, PartialEq)]
enum Hucre {
    Bos,
    /// A step in progress (its initial).
    Yuruyor(char),
    /// A step whose record did not arrive: stuck until someone asks.
    Takili(char),
    Bitti,
    Telafi,
}

/// Each job's cell per round, and whether the supervisor re-drove it then (wasted or not), as
/// the round's events tell them; a cell stays as the job's last event left it.
fn izgara(iz: &[TurOlayi<Olay>], tur: u32) -> Vec<Vec<(Hucre, Option<bool>)>> {
    let mut durum: Vec<Hucre> = vec![Hucre::Bos; ISLER.len()];
    let bas = |adim: usize| ADIM[adim].chars().next().map_or('?', |c| c.to_ascii_uppercase());
    let mut kalan = iz;
    let mut turlar = Vec::new();
    for t in 1..=tur {
        let mut surulen: Vec<Option<bool>> = vec![None; ISLER.len()];
        let n = kalan.iter().take_while(|k| k.tur == t).count();
        let (bu_tur, sonrasi) = kalan.split_at(n);
        kalan = sonrasi;
        for k in bu_tur {
            match k.olay {
                Olay::Baslatti { is, adim, .. } => durum[is] = Hucre::Yuruyor(bas(adim)),
                Olay::KayitDusmedi { is, adim, .. } => durum[is] = Hucre::Takili(bas(adim)),
                Olay::YenidenSurdu { is, bosa, .. } => surulen[is] = Some(bosa),
                Olay::Bitti { is } => durum[is] = Hucre::Bitti,
                Olay::TelafiEdildi { is, .. } => durum[is] = Hucre::Telafi,
                Olay::Yurutuldu { .. } | Olay::Tarama { .. } => {}
            }
        }
        turlar.push(durum.iter().cloned().zip(surulen).collect());
        for d in durum.iter_mut() {
            if matches!(d, Hucre::Bitti | Hucre::Telafi) {
                *d = Hucre::Bos; // told once, in the round it happened
            }
        }
    }
    turlar
}

fn hucre_ciz(alan: &Alan, (x, y): (i32, i32), h: &Hucre) -> CizimSonucu {
    let (dolgu, yazi, renk) = match h {
        Hucre::Bos => (WHITE, String::new(), BLACK),
        Hucre::Yuruyor(c) => (ACIK_MAVI, c.to_string(), BLACK),
        Hucre::Takili(c) => (TURUNCU, format!("{c}?"), BLACK),
        Hucre::Bitti => (WHITE, "tamam".to_string(), BLACK),
        Hucre::Telafi => (BLACK, "telafi".to_string(), WHITE),
    };
    if dolgu != WHITE {
        boya(alan, (x, y), (GEN, YUK), dolgu)?;
    }
    if yazi.is_empty() {
        return Ok(());
    }
    orta_yazi(alan, &yazi, (x + GEN / 2, y + YUK / 2), 10, renk)
}

fn yeniden_surme(alan: &Alan, (x, y): (i32, i32), bosa: bool) -> CizimSonucu {
    let ucgen = vec![(x + GEN - 11, y + 2), (x + GEN - 2, y + 2), (x + GEN - 2, y + 11)];
    alan.draw(&Polygon::new(ucgen.clone(), if bosa { WHITE.filled() } else { BLACK.filled() }))?;
    let mut cerceve = ucgen.clone();
    cerceve.push(ucgen[0]);
    alan.draw(&PathElement::new(cerceve, BLACK.stroke_width(1)))
}

fn pano(alan: &Alan, ad: &str, tur: u32, iz: &[TurOlayi<Olay>]) -> CizimSonucu {
    // at the panel's left, where a narrow screen shows it
    sol_yazi(alan, ad, (4, 10), 14)?;
    let ust = 22;
    for (i, satirlar) in izgara(iz, tur).iter().enumerate() {
        let x = SOL + GEN * i as i32;
        for (j, (h, surulen)) in satirlar.iter().enumerate() {
            let y = ust + YUK * j as i32;
            hucre_ciz(alan, (x, y), h)?;
            if let Some(bosa) = surulen {
                yeniden_surme(alan, (x, y), *bosa)?;
            }
        }
        orta_yazi(
            alan,
            &(i + 1).to_string(),
            (x + GEN / 2, ust + YUK * ISLER.len() as i32 + 9),
            10,
            KOYU_GRI,
        )?;
    }
    kafes(alan, (SOL, ust), (GEN, YUK), (tur as i32, ISLER.len() as i32))?;
    for (j, is) in ISLER.iter().enumerate() {
        sol_yazi(alan, is, (14, ust + YUK * j as i32 + YUK / 2), 12)?;
    }
    Ok(())
}

/// Most rounds a timeline draws: a longer run shows its first ones.
pub const EN_COK_TUR: u32 = 60;

/// The width and height of a column's panel when `tur` rounds are drawn.
fn pano_boyutu(tur: u32) -> (i32, i32) {
    (SOL + GEN * tur as i32 + 16, 22 + YUK * ISLER.len() as i32 + 22)
}

/// How many rounds the timelines draw: the last round with an event and two more, at most
/// [`EN_COK_TUR`]; and the last round with an event.
fn cizilen_tur(izler: &Izler) -> (u32, u32) {
    let son =
        izler.sutunlar.iter().flat_map(|s| s.olaylar.last().map(|k| k.tur)).max().unwrap_or(1);
    ((son + 2).min(EN_COK_TUR), son)
}

/// The lesson's pictures, as the programs, the panel and the page read them.
impl ders::Resimler for Denetci {
    /// What the timeline leaves out of a large run.
    const ZAMAN_SINIRI: &'static str =
        const_format::formatcp!("uzun bir koşumda yalnız ilk {EN_COK_TUR} tur çizilir");

    fn zaman(izler: &Izler) -> String {
        adli(
            &cizelge(izler),
            "Zamanlayıcı–Aracı–Denetçi: zaman çizelgesi",
            "Turlar soldan sağa, işler yukarıdan aşağı; her pano bir koşum (sütun). Harf: yürüyen adım; I?: kaydı düşmeyen adım; köşe işareti: denetçinin yeniden sürmesi (içi boş: boşa); ok: iş bitti; X: telafi. Aynı olaylar tur tur hikâyede (--iz) yazılıdır.",
        )
    }

    /// Every execution of a step on every column's timeline, in the cell where the step's letter is
    /// drawn (the round it started; it runs the round after): a click gives that execution the next
    /// outcome, done, hangs, fails, done again (`S2:indirim#1`).
    fn hucreler(izler: &Izler) -> Vec<ders::Hucre> {
        let (tur, _) = cizilen_tur(izler);
        let (_, pano_yuk) = pano_boyutu(tur);
        let mut h = Vec::new();
        for (i, sutun) in izler.sutunlar.iter().enumerate() {
            let mut yurutme = [[0u32; ADIM.len()]; ISLER.len()];
            for k in sutun.olaylar.iter().filter(|k| k.tur <= tur) {
                let (is, adim, simdi) = match k.olay {
                    Olay::Yurutuldu { is, adim } => (is, adim, "tamam"),
                    Olay::KayitDusmedi { is, adim, neden: olay::Sonuc::Asili } => {
                        (is, adim, "asılı")
                    }
                    Olay::KayitDusmedi { is, adim, .. } => (is, adim, "kalıcı hata"),
                    _ => continue,
                };
                yurutme[is][adim] += 1;
                let n = yurutme[is][adim];
                h.push(ders::Hucre {
                    x: SOL + GEN * (k.tur as i32 - 2),
                    y: pano_yuk * i as i32 + 22 + YUK * is as i32,
                    genislik: GEN,
                    yukseklik: YUK,
                    kimlik: format!("{}:{}#{n}", ISLER[is], ADIM[adim]),
                    etiket: format!(
                        "{}: {} {} adımının {n}. yürütmesi, {}. turda başlayan, {simdi}",
                        sutun.ad,
                        ISLER[is],
                        ADIM[adim],
                        k.tur - 1
                    ),
                    acik: simdi != "tamam",
                    tur: Some(k.tur - 1),
                });
            }
        }
        h
    }

    fn resimler(t: &Self::Taban) -> Result<Vec<(&'static str, String)>, ders::Hata> {
        let olc = <Olc as ders::OlcSonucu<Denetci>>::hesapla(t)?;
        Ok(vec![("zaman.svg", cizelge(&Izler::yeni(t)?)), ("tarama.svg", tarama(&olc))])
    }
}

/// The cells (keys as [`ders::Resimler::hucreler`] writes them, `S2:indirim#2`) of the executions
/// whose events decide claim `ozellik` at point `(t, sonra)` of a run (its events `olaylar`): a
/// re-drive frames the execution it starts (drawn in its own round), a job compensated or
/// finished its last execution, a job left half done at the run's end its last execution. None
/// for a claim decided otherwise: the page frames the point's cells.
pub fn karar_hucreleri(
    ozellik: &str,
    (t, sonra): (u32, u32),
    olaylar: &[TurOlayi<Olay>],
) -> Vec<String> {
    // each execution by its outcome's round, numbered as the timeline numbers them
    let mut yurutme = [[0u32; ADIM.len()]; ISLER.len()];
    let mut son: [Option<(usize, u32)>; ISLER.len()] = [None; ISLER.len()];
    let mut yerlesen = [false; ISLER.len()];
    let mut hucreler = Vec::new();
    let anahtar = |is: usize, adim: usize, n: u32| format!("{}:{}#{n}", ISLER[is], ADIM[adim]);
    for k in olaylar.iter().filter(|k| k.tur <= t) {
        let bu_tur = k.tur == t && sonra == 0;
        match k.olay {
            Olay::Yurutuldu { is, adim } | Olay::KayitDusmedi { is, adim, .. } => {
                yurutme[is][adim] += 1;
                son[is] = Some((adim, yurutme[is][adim]));
            }
            Olay::YenidenSurdu { is, adim, bosa: true, .. }
                if bu_tur && ozellik == "asili_adim_bosa_surulur" =>
            {
                hucreler.push(anahtar(is, adim, yurutme[is][adim] + 1));
            }
            Olay::Bitti { is } | Olay::TelafiEdildi { is, .. } => {
                yerlesen[is] = true;
                let karar = match k.olay {
                    // a hung job that finishes: recovered, so not left half done
                    Olay::Bitti { .. } => {
                        ["asili_is_kurtarilir", "denetcisiz_asili_is_yarim_kalir"]
                            .contains(&ozellik)
                    }
                    _ => ozellik == "kalici_hatali_is_telafi_edilir",
                };
                if let (true, true, Some((adim, n))) = (bu_tur, karar, son[is]) {
                    hucreler.push(anahtar(is, adim, n));
                }
            }
            _ => {}
        }
    }
    let yarim = ["denetcisiz_asili_is_yarim_kalir", "her_is_sinirda_yerlesir"];
    if sonra == 1 && yarim.contains(&ozellik) {
        for (is, s) in son.iter().enumerate().filter(|&(is, _)| !yerlesen[is]) {
            if let Some((adim, n)) = s {
                hucreler.push(anahtar(is, *adim, *n));
            }
        }
    }
    hucreler
}

/// Timelines of `olc`'s two runs: rounds across, jobs down; each step in progress (its initial),
/// a step whose record never came (orange, "?"), re-drives (a corner mark, hollow when the work
/// had in fact been done), completion and compensation.
fn cizelge(izler: &Izler) -> String {
    let (tur, son) = cizilen_tur(izler);
    let kesik = son + 2 > EN_COK_TUR;
    let (pano_gen, pano_yuk) = pano_boyutu(tur);
    let adimlar: Vec<String> = ADIM
        .iter()
        .map(|a| format!("{}={a}", a.chars().next().unwrap_or('?').to_ascii_uppercase()))
        .collect();
    let adim = format!("adım yürüyor ({})", adimlar.join(", "));
    let lejant_satirlari = [adim.as_str(), KAYITSIZ, BITTI, TELAFI, SURDU, BOSA_SURDU];
    // the panels one under the other, so that a narrow screen shows each whole width and its
    // title; as wide as the legend needs when their rounds are few, one entry a line
    let genislik =
        lejant_satirlari.iter().map(|s| lejant_sonu(10, &[s]) + 4).fold(pano_gen, i32::max);
    let panolar = pano_yuk * izler.sutunlar.len() as i32;
    svg((genislik as u32, (panolar + 6 + 26 * 6) as u32), |alan| {
        for (i, sutun) in izler.sutunlar.iter().enumerate() {
            let p =
                alan.clone().shrink((0, pano_yuk * i as i32), (pano_gen as u32, pano_yuk as u32));
            let ad = if kesik {
                format!("{} (ilk {tur} tur; {} turun)", sutun.ad, son)
            } else {
                sutun.ad.clone()
            };
            pano(&p, &ad, tur, &sutun.olaylar)?;
        }
        let y = panolar + 6;
        let ornek = |dolgu: RGBColor, yazi: &'static str, renk: RGBColor| {
            move |a: &Alan, (x, y): (i32, i32)| {
                hucre(a, (x - 2, y - 2), (18, 18), dolgu)?;
                orta_yazi(a, yazi, (x + 7, y + 7), 9, renk)
            }
        };
        let surme = |bosa: bool| {
            move |a: &Alan, (x, y): (i32, i32)| yeniden_surme(a, (x - GEN + 16, y - 1), bosa)
        };
        lejant(alan, (10, y), ornek(ACIK_MAVI, "T", BLACK), &adim)?;
        lejant(alan, (10, y + 26), ornek(TURUNCU, "I?", BLACK), KAYITSIZ)?;
        lejant(alan, (10, y + 52), ornek(WHITE, "ok", BLACK), BITTI)?;
        lejant(alan, (10, y + 78), ornek(BLACK, "X", WHITE), TELAFI)?;
        lejant(alan, (10, y + 104), surme(false), SURDU)?;
        lejant(alan, (10, y + 130), surme(true), BOSA_SURDU)?;
        Ok(())
    })
}

// The timeline's legend labels after the running step's, in its order.
/// Legend: a step whose record never came.
const KAYITSIZ: &str = "kaydı düşmedi, kimse bilmiyor";
/// Legend: a job done.
const BITTI: &str = "iş bitti (tamam)";
/// Legend: a job compensated.
const TELAFI: &str = "eşik aşıldı, telafi";
/// Legend: a re-drive.
const SURDU: &str = "denetçi yeniden sürdü";
/// Legend: a wasted re-drive.
const BOSA_SURDU: &str = "yeniden sürdü, BOŞA (iş zaten yapılmıştı)";

/// The scan-interval sweep: mean and worst recovery (rounds) and records read, against the
/// interval.
pub fn tarama(olc: &Olc) -> String {
    let k = &olc.tarama_taramasi;
    let xler: Vec<u32> = k.iter().map(|k| k.secenek.tarama).collect();
    let nokta = |f: fn(&crate::Olcum) -> f64| -> Vec<(f64, f64)> {
        k.iter().map(|k| (k.secenek.tarama as f64, f(&k.olcum))).collect()
    };
    let en_kotu = k.iter().map(|k| k.olcum.en_kotu_kurtarma).max().unwrap_or(1) as f64;
    let okunan = k.iter().map(|k| k.olcum.okunan_kayit).max().unwrap_or(1) as f64;
    svg((860, 340), |alan| {
        let p = alan.split_evenly((1, 2));
        let eksen = ("tarama aralığı (tur)", "tur");
        let mut c = grafik(&p[0], "kurtarma gecikmesi", eksen, &xler, en_kotu + 2.0)?;
        seri(&mut c, nokta(|o| o.ort_kurtarma), "ortalama kurtarma", MAVI, Isaret::Daire, None)?;
        let kotu = nokta(|o| o.en_kotu_kurtarma as f64);
        seri(&mut c, kotu, "en kötü kurtarma", BLACK, Isaret::Ucgen, Some((6, 4)))?;
        lejant_kutusu(&mut c, SeriesLabelPosition::UpperLeft)?;
        let eksen = ("tarama aralığı (tur)", "okunan kayıt");
        let mut c = grafik(&p[1], "denetçinin okuduğu kayıt", eksen, &xler, okunan * 1.15)?;
        seri(
            &mut c,
            nokta(|o| o.okunan_kayit as f64),
            "okunan kayıt",
            TURUNCU,
            Isaret::Kare,
            None,
        )?;
        lejant_kutusu(&mut c, SeriesLabelPosition::UpperRight)?;
        Ok(())
    })
}
