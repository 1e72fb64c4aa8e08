#![cfg(feature = "ders")]
//! The lesson's pictures, drawn from its events and results with the `cizim` toolkit: the
//! three columns' timelines, and the lease sweep.

use crate::Lider;
use crate::olay::{Olay, Parti};
use crate::rapor::{DURAKLAMA_TARAMASI, KIRA_TARAMASI, Olc};
use cekirdek::Kume;
use cekirdek::TurOlayi;
use cizim::plotters::prelude::*;
use cizim::*;
use std::ops::Range;

/// The lesson's traced runs.
type Izler = ders::Izler<Lider>;

const SOL: i32 = 70;
const GEN: i32 = 30;
const YUK: i32 = 22;

/// What a node is in one round, as the timeline draws it.
#[derive(Clone, Copy, PartialEq)]
enum Hal {
    Bos,
    Ulasilamaz { inaniyor: bool },
    Lider,
    EskiLider,
}

/// One round of a trace, as its events tell it.
struct Tur {
    hal: Vec<Hal>,
    belirtec: Vec<Option<u16>>,
    reddedilen: Kume,
    parti: Option<Parti>,
}

/// Each round of a trace of `dugum` nodes, as far as it is read: who is unreachable, who acts, who believes it leads
/// (with its token), whose work was rejected, what the trigger came to.
fn turlar(dugum: usize, iz: &[TurOlayi<Olay>]) -> impl Iterator<Item = Tur> + '_ {
    let tur = move |olaylar: &[TurOlayi<Olay>]| {
        let mut r = Tur {
            hal: vec![Hal::Bos; dugum],
            belirtec: vec![None; dugum],
            reddedilen: Kume::BOS,
            parti: None,
        };
        let (mut ulasilamayan, mut calisan) = (Kume::BOS, Kume::BOS);
        for k in olaylar {
            match &k.olay {
                Olay::TurBasi { ulasilamayan: u, .. } => ulasilamayan = *u,
                Olay::Calisan { dugumler, reddedilen } => {
                    (calisan, r.reddedilen) = (*dugumler, *reddedilen)
                }
                Olay::Inananlar { lider, dugumler: inananlar } => {
                    for i in inananlar.iter().filter(|i| i.dugum < dugum) {
                        r.belirtec[i.dugum] = Some(i.belirtec);
                    }
                    for d in 0..dugum {
                        r.hal[d] = if ulasilamayan.icerir(d) {
                            Hal::Ulasilamaz { inaniyor: r.belirtec[d].is_some() }
                        } else if !calisan.icerir(d) {
                            Hal::Bos
                        } else if d == *lider {
                            Hal::Lider
                        } else {
                            Hal::EskiLider
                        };
                    }
                }
                Olay::Parti { parti } => r.parti = Some(*parti),
                _ => {}
            }
        }
        r
    };
    iz.chunk_by(|a, b| a.tur == b.tur).map(tur)
}

fn isaret(alan: &Alan, (x, y): (i32, i32), parti: Option<&Parti>) -> CizimSonucu {
    let (cx, cy) = (x + GEN / 2, y + YUK / 2);
    let Some(parti) = parti else { return Ok(()) };
    match parti {
        Parti::Baslatildi { kac_kez: 1 } => alan.draw(&Circle::new((cx, cy), 6, BLACK.filled())),
        Parti::Baslatildi { kac_kez } => {
            alan.draw(&Circle::new((cx, cy), 8, TURUNCU.filled()))?;
            alan.draw(&Circle::new((cx, cy), 8, BLACK.stroke_width(2)))?;
            orta_yazi(alan, &format!("{kac_kez}x"), (cx, cy), 10, BLACK)
        }
        Parti::Kacti => {
            alan.draw(&Circle::new((cx, cy), 7, BLACK.stroke_width(2)))?;
            capraz(alan, (cx, cy), 5, BLACK.stroke_width(2))
        }
        Parti::KaydaDustu { .. } => {
            alan.draw(&Polygon::new(
                vec![(cx, cy - 7), (cx - 7, cy + 6), (cx + 7, cy + 6)],
                WHITE.filled(),
            ))?;
            alan.draw(&PathElement::new(
                vec![(cx, cy - 7), (cx - 7, cy + 6), (cx + 7, cy + 6), (cx, cy - 7)],
                BLACK.stroke_width(2),
            ))
        }
        Parti::GecBaslatildi { .. } => alan.draw(&Polygon::new(
            vec![(cx, cy - 7), (cx - 7, cy + 6), (cx + 7, cy + 6)],
            BLACK.filled(),
        )),
    }
}

fn carpi(alan: &Alan, (x, y): (i32, i32)) -> CizimSonucu {
    let (a, b) = ((x + 6, y + 5), (x + GEN - 6, y + YUK - 5));
    alan.draw(&PathElement::new(vec![a, b], BLACK.stroke_width(2)))?;
    alan.draw(&PathElement::new(vec![(a.0, b.1), (b.0, a.1)], BLACK.stroke_width(2)))
}

fn pano(
    alan: &Alan,
    ad: &str,
    dugum: usize,
    turlar_: Range<u32>,
    iz: &[TurOlayi<Olay>],
) -> CizimSonucu {
    // at the panel's left, where a narrow screen shows it
    sol_yazi(alan, ad, (4, 10), 14)?;
    let ust = 24;
    sol_yazi(alan, "tetik", (4, ust + YUK / 2), 12)?;
    let n = turlar_.len();
    for (i, r) in
        turlar(dugum, iz).enumerate().take(turlar_.end as usize).skip(turlar_.start as usize)
    {
        let x = SOL + GEN * (i as i32 - turlar_.start as i32);
        isaret(alan, (x, ust), r.parti.as_ref())?;
        for d in 0..dugum {
            let y = ust + YUK * (d as i32 + 1);
            if let Some((dolgu, desen, _)) = gorunum(r.hal[d]) {
                desenli(alan, (x, y), (GEN, YUK), dolgu, desen)?;
            }
            if let Some(b) = r.belirtec[d] {
                let renk = if r.hal[d] == Hal::Lider { WHITE } else { BLACK };
                orta_yazi(alan, &b.to_string(), (x + GEN / 2, y + YUK / 2), 11, renk)?;
            }
            if r.reddedilen.icerir(d) {
                carpi(alan, (x, y))?;
            }
        }
        let alt = ust + YUK * (dugum as i32 + 1);
        orta_yazi(alan, &(i + 1).to_string(), (x + GEN / 2, alt + 9), 10, KOYU_GRI)?;
    }
    kafes(alan, (SOL, ust + YUK), (GEN, YUK), (n as i32, dugum as i32))?;
    for d in 0..dugum {
        sol_yazi(alan, &format!("d{d}"), (40, ust + YUK * (d as i32 + 1) + YUK / 2), 12)?;
    }
    Ok(())
}

/// Most rounds a timeline draws: a larger run shows its first ones.
pub const EN_COK_TUR: u32 = 60;
/// Most nodes a timeline draws.
pub const EN_COK_DUGUM: usize = 20;

/// A column's panel's height, for `dugum` nodes drawn.
fn pano_yuksekligi(dugum: usize) -> i32 {
    24 + YUK * (dugum as i32 + 1) + 26
}

/// How a node's state in a round is drawn: its colour, a pattern that tells it apart without
/// colour, and its legend.
fn gorunum(hal: Hal) -> Option<(RGBColor, Desen, &'static str)> {
    match hal {
        Hal::Bos => None,
        Hal::Lider => Some((MAVI, Desen::Duz, "kaydın lideri (sayı: belirteci)")),
        Hal::EskiLider => Some((TURUNCU, Desen::Cerceveli, "eski lider hâlâ çalışıyor")),
        Hal::Ulasilamaz { .. } => {
            Some((GRI, Desen::Taramali, "ulaşılamaz (sayı: hâlâ lider sanıyor)"))
        }
    }
}

/// The lesson's pictures, as the programs, the panel and the page read them.
impl ders::Resimler for Lider {
    /// What the timeline leaves out of a large run.
    const ZAMAN_SINIRI: &'static str = const_format::formatcp!(
        "büyük bir koşumda yalnız ilk {EN_COK_TUR} tur ve ilk {EN_COK_DUGUM} düğüm çizilir"
    );

    fn zaman(izler: &Izler) -> String {
        adli_cizelge(izler, false)
    }

    /// The node-rounds of every column's timeline: a click makes the node unreachable in that
    /// round, or reachable again (`d1:8`).
    fn hucreler(izler: &Izler) -> Vec<ders::Hucre> {
        hucreler(izler, false)
    }

    /// Each column's rounds in strips of `DAR_SERIT` (12), one under another, the legend one entry
    /// a line: a phone shows every round of every column without scrolling sideways.
    fn dar_zaman(izler: &Izler) -> Option<(String, Vec<ders::Hucre>)> {
        Some((adli_cizelge(izler, true), hucreler(izler, true)))
    }

    fn resimler(t: &Self::Taban) -> Result<Vec<(&'static str, String)>, ders::Hata> {
        let olc = <Olc as ders::OlcSonucu<Lider>>::hesapla(t)?;
        Ok(vec![("zaman.svg", cizelge(&Izler::yeni(t)?, false)), ("kira.svg", kira(&olc))])
    }
}

/// Rounds a strip of the narrow layout holds: a phone's 316-pixel box shows its 450 pixels at
/// 70 % of their size.
const DAR_SERIT: u32 = 12;

/// The rounds each panel of a column draws: all in one, or (`dar`) strips of [`DAR_SERIT`].
fn seritler(tur: u32, dar: bool) -> Vec<Range<u32>> {
    if !dar || tur <= DAR_SERIT {
        return std::iter::once(0..tur).collect();
    }
    (0..tur).step_by(DAR_SERIT as usize).map(|b| b..(b + DAR_SERIT).min(tur)).collect()
}

/// The nodes and rounds a timeline of `izler` draws.
fn cizilen(izler: &Izler) -> (usize, u32) {
    let s = &izler.sutunlar[0].secenek;
    ((s.dugum as usize).min(EN_COK_DUGUM), s.tur.min(EN_COK_TUR))
}

/// The clickable node-rounds of [`cizelge`], laid out as it lays them.
fn hucreler(izler: &Izler, dar: bool) -> Vec<ders::Hucre> {
    let (dugum, tur) = cizilen(izler);
    let seritler = seritler(tur, dar);
    let mut h = Vec::new();
    for (i, sutun) in izler.sutunlar.iter().enumerate() {
        let turlar: Vec<Tur> = turlar(dugum, &sutun.olaylar).take(tur as usize).collect();
        for (j, serit) in seritler.iter().enumerate() {
            let ust = pano_yuksekligi(dugum) * (i * seritler.len() + j) as i32 + 24;
            for t in serit.clone() {
                let Some(r) = turlar.get(t as usize) else { break };
                for d in 0..dugum {
                    let acik = matches!(r.hal[d], Hal::Ulasilamaz { .. });
                    let hal = if acik { "ulaşılamaz" } else { "ulaşılabilir" };
                    h.push(ders::Hucre {
                        x: SOL + GEN * (t - serit.start) as i32,
                        y: ust + YUK * (d as i32 + 1),
                        genislik: GEN,
                        yukseklik: YUK,
                        kimlik: format!("d{d}:{}", t + 1),
                        etiket: format!("{}: d{d}, {}. tur, {hal}", sutun.ad, t + 1),
                        acik,
                        tur: Some(t + 1),
                    });
                }
            }
        }
    }
    h
}

/// [`cizelge`] with its title and how to read it.
fn adli_cizelge(izler: &Izler, dar: bool) -> String {
    adli(
        &cizelge(izler, dar),
        "Lider Seçimi: zaman çizelgesi",
        "Turlar soldan sağa, düğümler yukarıdan aşağı; her pano bir koşum (sütun). Mavi, numaralı: kaydın lideri ve belirteci; turuncu, çerçeveli: eski lider hâlâ çalışıyor; gri, taralı: ulaşılamaz; çarpı: çitleme işi reddetti; üstteki işaretler tetiklerin sonucu. Aynı olaylar tur tur hikâyede (--iz) yazılıdır.",
    )
}

/// Timelines of `olc`'s three runs: rounds across, nodes down; unreachable rounds, the record's
/// leader with its token, a leader that still acts on an old token, fenced work, and each
/// trigger's outcome. Each column one panel, or (`dar`) strips of [`DAR_SERIT`] rounds one
/// under another with the legend one entry a line.
fn cizelge(izler: &Izler, dar: bool) -> String {
    let s = &izler.sutunlar[0].secenek;
    let (dugum, tur) = cizilen(izler);
    let kesik = dugum < s.dugum as usize || tur < s.tur;
    let pano_yuk = pano_yuksekligi(dugum);
    let seritler = seritler(tur, dar);
    let adlar: Vec<String> = izler
        .sutunlar
        .iter()
        .map(|sutun| match kesik {
            true => format!(
                "{} (ilk {tur} tur, ilk {dugum} düğüm; {} turun, {} düğümün)",
                sutun.ad, s.tur, s.dugum
            ),
            false => sutun.ad.clone(),
        })
        .collect();
    // a strip's panel names its rounds
    let panolar: Vec<(usize, String, Range<u32>)> = (0..izler.sutunlar.len())
        .flat_map(|i| seritler.iter().map(move |r| (i, r.clone())))
        .map(|(i, r)| match seritler.len() {
            1 => (i, adlar[i].clone(), r),
            _ => (i, format!("{}: {}–{}. tur", adlar[i], r.start + 1, r.end), r),
        })
        .collect();
    let haller = [Hal::Lider, Hal::EskiLider, Hal::Ulasilamaz { inaniyor: true }]
        .map(|hal| gorunum(hal).expect("a drawn state"));
    let mut ilk_satir: Vec<&str> = haller.iter().map(|(_, _, etiket)| *etiket).collect();
    ilk_satir.push(CITLEME_ETIKETI);
    let tetikler = TETIK_LEJANTI.map(|(_, etiket)| etiket);
    // the legend's rows: two, or one entry a line
    let satirlar: Vec<Vec<&str>> = match dar {
        false => vec![ilk_satir.clone(), tetikler.to_vec()],
        true => ilk_satir.iter().chain(&tetikler).map(|e| vec![*e]).collect(),
    };
    // the rounds drawn, or as wide as the legend and the titles need when they are fewer
    let en_genis = seritler.iter().map(|r| r.len()).max().unwrap_or(0) as i32;
    let genislik = [SOL + GEN * en_genis + 20]
        .into_iter()
        .chain(satirlar.iter().map(|s| lejant_sonu(10, s) + 4))
        .chain(panolar.iter().map(|(_, ad, _)| yazi_genisligi(ad, 14) + 8))
        .max()
        .unwrap_or(0) as u32;
    let lejant_y = pano_yuk * panolar.len() as i32 + 8;
    let yuk = (lejant_y + 26 * satirlar.len() as i32 + 10) as u32;
    svg((genislik, yuk), |alan| {
        for (k, (i, ad, r)) in panolar.iter().enumerate() {
            let p = alan.clone().shrink((0, pano_yuk * k as i32), (genislik, pano_yuk as u32));
            pano(&p, ad, dugum, r.clone(), &izler.sutunlar[*i].olaylar)?;
        }
        let orneksiz = haller.len() + 1;
        let mut yer = (10, lejant_y);
        let mut sira = 0;
        // the legend's entries in their order: the states, the fencing cross, the triggers
        for (dolgu, desen, etiket) in haller {
            let ornek = |a: &Alan, (x, y): (i32, i32)| desenli(a, (x, y), (16, 14), dolgu, desen);
            yer = sonraki(dar, yer, lejant(alan, yer, ornek, etiket)?, &mut sira, orneksiz);
        }
        let carpi_ornegi = |a: &Alan, (x, y): (i32, i32)| carpi(a, (x - 7, y - 4));
        yer = sonraki(
            dar,
            yer,
            lejant(alan, yer, carpi_ornegi, CITLEME_ETIKETI)?,
            &mut sira,
            orneksiz,
        );
        for (parti, etiket) in TETIK_LEJANTI {
            let ornek = move |a: &Alan, (x, y): (i32, i32)| isaret(a, (x - 7, y - 4), Some(&parti));
            yer = sonraki(dar, yer, lejant(alan, yer, ornek, etiket)?, &mut sira, orneksiz);
        }
        Ok(())
    })
}

/// Where the legend's next entry goes after one that ended at `sonu`: along the row, and to a
/// new row after the first row's `ilk_satir` entries; or (`dar`) on the next line.
fn sonraki(
    dar: bool,
    (x, y): (i32, i32),
    sonu: i32,
    sira: &mut usize,
    ilk_satir: usize,
) -> (i32, i32) {
    *sira += 1;
    if dar || *sira == ilk_satir { (10, y + 26) } else { (sonu.max(x), y) }
}

/// The legend of the marks over the rounds: each trigger's outcome.
const TETIK_LEJANTI: [(Parti, &str); 5] = [
    (Parti::Baslatildi { kac_kez: 1 }, "parti başlatıldı"),
    (Parti::Baslatildi { kac_kez: 2 }, "iki kez başlatıldı"),
    (Parti::Kacti, "parti kaçtı"),
    (Parti::KaydaDustu { bekleyen: 1 }, "kayda düştü"),
    (Parti::GecBaslatildi { gecikme: 1, bekleyen: 1 }, "geç başlatıldı"),
];

/// The legend of the cross a fenced-off worker gets.
const CITLEME_ETIKETI: &str = "çitleme işini reddetti";

/// One series of the lease chart: its label, its figure, its offset from the lease (coinciding
/// points are drawn side by side), colour, marker and dash.
type KiraSerisi =
    (&'static str, fn(&crate::Olcum) -> u32, f64, RGBColor, Isaret, Option<(u32, u32)>);

/// The lease chart's series.
const KIRA_SERILERI: [KiraSerisi; 3] = [
    ("devralma turu", |o| o.devralma_turu, -0.12, MAVI, Isaret::Daire, None),
    ("lidersiz tur", |o| o.lidersiz_tur, 0.0, BLACK, Isaret::Ucgen, Some((6, 4))),
    ("iki liderli tur", |o| o.iki_liderli_tur, 0.12, TURUNCU, Isaret::Kare, Some((2, 3))),
];

/// The lease sweep: takeover, leaderless and two-leader rounds against the lease, one panel
/// per pause length. Series differ by colour, line and marker; coinciding points are drawn side
/// by side.
pub fn kira(olc: &Olc) -> String {
    let enbuyuk = olc
        .kira_taramasi
        .iter()
        .map(|k| k.olcum.lidersiz_tur.max(k.olcum.devralma_turu).max(k.olcum.iki_liderli_tur))
        .max()
        .unwrap_or(1);
    svg((860, 340), |alan| {
        let panolar = alan.split_evenly((1, DURAKLAMA_TARAMASI.len()));
        for (p, (j, (ad, duraklama))) in panolar.iter().zip(DURAKLAMA_TARAMASI.iter().enumerate()) {
            let baslik = format!("{ad} duraklama ({duraklama} tur)");
            let mut c =
                grafik(p, &baslik, ("kira (tur)", "tur"), &KIRA_TARAMASI, enbuyuk as f64 + 2.0)?;
            let nokta = |f: fn(&crate::Olcum) -> u32, kayma: f64| -> Vec<(f64, f64)> {
                let kosular = olc.kira_taramasi.iter().skip(j).step_by(DURAKLAMA_TARAMASI.len());
                kosular.map(|k| (k.secenek.kira as f64 + kayma, f(&k.olcum) as f64)).collect()
            };
            for (ad, f, kayma, renk, isaret, kesik) in KIRA_SERILERI {
                seri(&mut c, nokta(f, kayma), ad, renk, isaret, kesik)?;
            }
            lejant_kutusu(&mut c, SeriesLabelPosition::UpperLeft)?;
        }
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Not by colour alone: no two drawn states (and so no two legend entries) share a
    /// pattern, so they stay apart in greyscale.
    #[test]
    fn haller_renkten_baska_da_ayrilir() {
        let haller = [Hal::Lider, Hal::EskiLider, Hal::Ulasilamaz { inaniyor: false }];
        let desenler: Vec<Desen> =
            haller.iter().filter_map(|h| gorunum(*h)).map(|(_, d, _)| d).collect();
        assert_eq!(desenler.len(), 3);
        for (i, a) in desenler.iter().enumerate() {
            assert!(desenler[i + 1..].iter().all(|b| b != a), "{desenler:?}");
        }
    }
}
