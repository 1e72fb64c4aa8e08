#![cfg(feature = "ders")]
//! The lesson's picture, drawn from its events with the `cizim` toolkit: one failing job's
//! messages in each of `olc`'s three runs.

use crate::anlatim::etiket;
use crate::olay::Olay;
use crate::{ADIM, Akis, ISLER, Kip};
use cizim::plotters::prelude::*;
use cizim::*;

/// The lesson's traced runs.
type Izler = ders::Izler<Akis>;

/// How a message is drawn.
#[derive(Clone, Copy, PartialEq)]
enum Cesit {
    /// A step's event or command and reply.
    Adim,
    /// A compensation (cancel event, or command and reply).
    Telafi,
    /// A cancel nobody listens to: not sent, the write stays.
    Eksik,
}

/// One arrow: from lifeline, to lifeline, label, kind.
type Ileti = (usize, usize, String, Cesit);

/// The messages of job `is`, as the run's events tell them, and each cancel nobody heard or
/// that was lost (from the failing step's lifeline; a lost command from the coordinator's).
fn iletiler(is: usize, olaylar: &[Olay], kip: Kip) -> Vec<Ileti> {
    let mut m: Vec<Ileti> = Vec::new();
    let mut hata_hatti = 0;
    for olay in olaylar {
        // a step's service is lifeline 1 + its place (0 is the initiator or the coordinator)
        match *olay {
            Olay::Ileti { is: i, kimden, kime: Some(kime), konu } if i == is => {
                let cesit = if konu.telafi() { Cesit::Telafi } else { Cesit::Adim };
                m.push((kimden, kime, etiket(konu), cesit));
            }
            Olay::HataVerdi { is: i, adim } if i == is => hata_hatti = adim + 1,
            Olay::Telafi { is: i, adim, abone: false, .. } if i == is => {
                let (kimden, neden) = if kip == Kip::Orkestrasyon {
                    (0, "çağrılmadı")
                } else {
                    (hata_hatti, "abone yok")
                };
                let etiket = format!("{}-iptal ({neden})", ADIM[adim].ad);
                m.push((kimden, adim + 1, etiket, Cesit::Eksik))
            }
            Olay::Telafi { is: i, adim, kayip: true, .. } if i == is => {
                let kimden = if kip == Kip::Orkestrasyon { 0 } else { hata_hatti };
                let etiket = format!("{}-iptal (kayboldu)", ADIM[adim].ad);
                m.push((kimden, adim + 1, etiket, Cesit::Eksik))
            }
            _ => {}
        }
    }
    m
}

const BASLIK: i32 = 56;
const ADIM_Y: i32 = 30;

fn pano(alan: &Alan, baslik: &str, kip: Kip, iletiler: &[Ileti], genislik: i32) -> CizimSonucu {
    let hatlar = ADIM.len() + 1;
    let aralik = (genislik - 40) / hatlar as i32;
    let x = |h: usize| 20 + aralik / 2 + aralik * h as i32;
    let yukseklik = BASLIK + ADIM_Y * (iletiler.len() as i32 + 1);
    orta_yazi(alan, baslik, (genislik / 2, 10), 14, BLACK)?;
    let ilk = if kip == Kip::Orkestrasyon { "yürütücü" } else { "başlatan" };
    for h in 0..hatlar {
        let ad = if h == 0 { ilk } else { ADIM[h - 1].servis.ad() };
        alan.draw(&Rectangle::new(
            [(x(h) - aralik / 2 + 3, 24), (x(h) + aralik / 2 - 3, 42)],
            GRI.filled(),
        ))?;
        orta_yazi(alan, ad, (x(h), 33), 10, BLACK)?;
        alan.draw(&PathElement::new(
            vec![(x(h), 42), (x(h), yukseklik)],
            KOYU_GRI.stroke_width(1),
        ))?;
    }
    for (i, (a, b, etiket, cesit)) in iletiler.iter().enumerate() {
        let y = BASLIK + ADIM_Y * (i as i32 + 1);
        let (xa, xb) = (x(*a), x(*b));
        match cesit {
            Cesit::Adim => ok(alan, (xa, y), (xb, y), MAVI, false)?,
            Cesit::Telafi => ok(alan, (xa, y), (xb, y), BLACK, true)?,
            Cesit::Eksik => {
                ok(alan, (xa, y), (xb, y), KOYU_GRI, true)?;
                capraz(alan, (xb, y), 7, TURUNCU.stroke_width(3))?;
            }
        }
        orta_yazi(alan, etiket, ((xa + xb) / 2, y - 9), 10, BLACK)?;
    }
    Ok(())
}

/// The job a run's diagram shows: its first failing job, else its first job.
fn gosterilen_is(olaylar: &[Olay]) -> usize {
    let hata = olaylar.iter().find_map(|o| match *o {
        Olay::HataVerdi { is, .. } => Some(is),
        _ => None,
    });
    hata.unwrap_or(0)
}

/// The lesson's pictures, as the programs, the panel and the page read them.
impl ders::Resimler for Akis {
    const ZAMAN_SINIRI: &'static str = "yalnız her koşumun ilk hatalı işinin iletileri çizilir";
    const ZAMAN_ADI: &'static str = "sıra diyagramı";

    fn zaman(izler: &Izler) -> String {
        adli_sira(izler, false)
    }

    /// Each message of every column's diagram: a click on a step's message makes the job fail at
    /// that step (or no longer fail there, `S3:fatura=adim`), on a compensation the compensation
    /// message goes to its next fault (`S3:tarife=telafi`).
    fn hucreler(izler: &Izler) -> Vec<ders::Hucre> {
        hucreler(izler, false)
    }

    /// One diagram under another, the legend's entries one per line: a phone shows every run's
    /// title without scrolling sideways.
    fn dar_zaman(izler: &Izler) -> Option<(String, Vec<ders::Hucre>)> {
        Some((adli_sira(izler, true), hucreler(izler, true)))
    }

    fn resimler(t: &Self::Taban) -> Result<Vec<(&'static str, String)>, ders::Hata> {
        Ok(vec![("sira.svg", sira(&Izler::yeni(t)?, false))])
    }
}

/// The diagrams with their title and how to read them; `dar`: one under another.
fn adli_sira(izler: &Izler, dar: bool) -> String {
    adli(
        &sira(izler, dar),
        "Koreografi ve Orkestrasyon: iletiler",
        "Her koşumun ilk hatalı işi: servisler soldan sağa, iletiler yukarıdan aşağı sırayla; düz çizgi adım, kesikli çizgi telafi iletisi. Aynı olaylar iş iş hikâyede (--iz) yazılıdır.",
    )
}

/// A diagram's height for `iletiler` messages.
fn pano_yuksekligi(iletiler: usize) -> i32 {
    BASLIK + ADIM_Y * (iletiler as i32 + 1) + 10
}

/// Where each run's diagram starts, and how tall the diagrams are together: in a row, all as
/// tall as the longest; or `dar`, one under another, each as tall as its own messages.
fn yerler(hepsi: &[Diyagram], dar: bool, genislik: i32) -> (Vec<(i32, i32)>, i32) {
    let mut y = 0;
    let yerler = hepsi.iter().enumerate().map(|(i, (_, _, m))| {
        if dar {
            y += pano_yuksekligi(m.len());
            (0, y - pano_yuksekligi(m.len()))
        } else {
            (genislik * i as i32, 0)
        }
    });
    let yerler: Vec<_> = yerler.collect();
    let en_cok = hepsi.iter().map(|(_, _, m)| m.len()).max().unwrap_or(1);
    (yerler, if dar { y } else { pano_yuksekligi(en_cok) })
}

/// The clickable messages of [`sira`], laid out as it lays them.
fn hucreler(izler: &Izler, dar: bool) -> Vec<ders::Hucre> {
    let (pano_gen, hepsi) = diyagramlar(izler);
    let (yerler, _) = yerler(&hepsi, dar, pano_gen);
    let mut h = Vec::new();
    for (i, (sutun, (is, _, m))) in izler.sutunlar.iter().zip(&hepsi).enumerate() {
        let hata = sutun.olaylar.iter().find_map(|o| match *o {
            Olay::HataVerdi { is: j, adim } if j == *is => Some(adim),
            _ => None,
        });
        let (px, py) = yerler[i];
        let aralik = (pano_gen - 40) / (ADIM.len() + 1) as i32;
        let x = |hat: usize| px + 20 + aralik / 2 + aralik * hat as i32;
        for (k, (a, b, etiket, cesit)) in m.iter().enumerate() {
            let adim = match cesit {
                Cesit::Adim if *a > 0 => a - 1,
                Cesit::Adim => b - 1,
                _ if *b > 0 => b - 1,
                _ => a - 1,
            };
            let ne = if *cesit == Cesit::Adim { "adim" } else { "telafi" };
            let y = py + BASLIK + ADIM_Y * (k as i32 + 1);
            h.push(ders::Hucre {
                x: x(*a).min(x(*b)),
                y: y - 20,
                genislik: (x(*a) - x(*b)).abs(),
                yukseklik: 26,
                kimlik: format!("{}:{}={ne}", ISLER[*is], ADIM[adim].ad),
                etiket: format!("{}: {}, {}, {etiket}", sutun.ad, ISLER[*is], ADIM[adim].ad),
                acik: *cesit == Cesit::Eksik || (*cesit == Cesit::Adim && hata == Some(adim)),
                tur: None,
            });
        }
    }
    h
}

/// How a legend entry draws its sample.
type Ornek<'a> = &'a dyn Fn(&Alan, (i32, i32)) -> CizimSonucu;

/// One run's diagram: the job it shows, the run's mode, the job's messages.
type Diyagram = (usize, Kip, Vec<Ileti>);

/// Each run's diagram, and a diagram's width.
fn diyagramlar(izler: &Izler) -> (i32, Vec<Diyagram>) {
    let hepsi: Vec<Diyagram> = izler
        .sutunlar
        .iter()
        .map(|s| {
            let is = gosterilen_is(&s.olaylar);
            (is, s.secenek.kip, iletiler(is, &s.olaylar, s.secenek.kip))
        })
        .collect();
    (380, hepsi)
}

/// Sequence diagrams of the first failing job in each run (`olc`'s three runs, or one path the
/// explorer found), side by side or, `dar`, one under another: services across, messages
/// down; steps solid, compensations dashed, a cancel nobody hears crossed out.
fn sira(izler: &Izler, dar: bool) -> String {
    let (pano_gen, diyagramlar) = diyagramlar(izler);
    let (yerler, pano_yuk) = yerler(&diyagramlar, dar, pano_gen);
    let hepsi: Vec<(String, Kip, Vec<Ileti>)> = izler
        .sutunlar
        .iter()
        .zip(diyagramlar)
        .map(|(s, (is, kip, m))| {
            // the messages the run sent, as the story and the table count them: one nobody
            // listens to (the last step's event in choreography) too, though no arrow shows it
            let sayi =
                s.olaylar.iter().filter(|o| matches!(o, Olay::Ileti { is: i, .. } if *i == is));
            (format!("{}: {}, {} ileti", s.ad, ISLER[is], sayi.count()), kip, m)
        })
        .collect();
    let etiketler = [
        "adım: olay ya da komut/yanıt",
        "telafi: iptal olayı ya da komut/yanıt",
        "kimse dinlemiyor: telafi yok, yazma kaldı",
    ];
    // side by side the legend is a row and needs two panels' width; narrow, one entry a line
    let (genislik, yukseklik) = if dar {
        (pano_gen, pano_yuk + 20 * etiketler.len() as i32 + 16)
    } else {
        (pano_gen * (hepsi.len() as i32).max(2), pano_yuk + 40)
    };
    svg((genislik as u32, yukseklik as u32), |alan| {
        for (i, (baslik, kip, m)) in hepsi.iter().enumerate() {
            let p =
                alan.clone().shrink(yerler[i], (pano_gen as u32, pano_yuksekligi(m.len()) as u32));
            pano(&p, baslik, *kip, m, pano_gen)?;
        }
        let cizgi = |renk: RGBColor, kesikli: bool| {
            move |a: &Alan, (x, y): (i32, i32)| {
                ok(a, (x - 4, y + 7), (x + 16, y + 7), renk, kesikli)
            }
        };
        let eksik = |a: &Alan, (x, y): (i32, i32)| {
            ok(a, (x - 8, y + 7), (x + 12, y + 7), KOYU_GRI, true)?;
            capraz(a, (x + 11, y + 7), 5, TURUNCU.stroke_width(3))
        };
        let mut yer = (10, yukseklik - if dar { 20 * etiketler.len() as i32 + 8 } else { 32 });
        let ornekler: [Ornek; 3] = [&cizgi(MAVI, false), &cizgi(BLACK, true), &eksik];
        for (ornek, etiket) in ornekler.into_iter().zip(etiketler) {
            let sonu = lejant(alan, yer, ornek, etiket)?;
            // the next entry along the row, or on the next line
            yer = if dar { (yer.0, yer.1 + 20) } else { (sonu, yer.1) };
        }
        Ok(())
    })
}
