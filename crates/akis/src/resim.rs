#![cfg(feature = "ders")]
//! The lesson's picture, drawn from its events with the `cizim` toolkit: one failing job's
//! messages in each of `olc`'s three runs.

use crate::iz::etiket;
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

fn pano(alan: &Alan, baslik: &str, kip: Kip, iletiler: &[Ileti], genislik: i32) -> Sonuc {
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
        adli(
            &sira(izler),
            "Koreografi ve Orkestrasyon: iletiler",
            "Her koşumun ilk hatalı işi: servisler soldan sağa, iletiler yukarıdan aşağı sırayla; düz çizgi adım, kesikli çizgi telafi iletisi. Aynı olaylar iş iş hikâyede (--iz) yazılıdır.",
        )
    }

    /// Each message of every column's diagram: a click on a step's message makes the job fail at
    /// that step (or no longer fail there, `S3:fatura=adim`), on a compensation the compensation
    /// message goes to its next fault (`S3:tarife=telafi`).
    fn hucreler(izler: &Izler) -> Vec<ders::Hucre> {
        let (pano_gen, _, hepsi) = diyagramlar(izler);
        let mut h = Vec::new();
        for (i, (sutun, (is, _, m))) in izler.sutunlar.iter().zip(&hepsi).enumerate() {
            let hata = sutun.olaylar.iter().find_map(|o| match *o {
                Olay::HataVerdi { is: j, adim } if j == *is => Some(adim),
                _ => None,
            });
            let aralik = (pano_gen - 40) / (ADIM.len() + 1) as i32;
            let x = |hat: usize| pano_gen * i as i32 + 20 + aralik / 2 + aralik * hat as i32;
            for (k, (a, b, etiket, cesit)) in m.iter().enumerate() {
                let adim = match cesit {
                    Cesit::Adim if *a > 0 => a - 1,
                    Cesit::Adim => b - 1,
                    _ if *b > 0 => b - 1,
                    _ => a - 1,
                };
                let ne = if *cesit == Cesit::Adim { "adim" } else { "telafi" };
                let y = BASLIK + ADIM_Y * (k as i32 + 1);
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

    fn resimler(t: &Self::Taban) -> Result<Vec<(&'static str, String)>, Self::Hata> {
        Ok(vec![("sira.svg", sira(&Izler::yeni(t)?))])
    }
}

/// One run's diagram: the job it shows, the run's mode, the job's messages.
type Diyagram = (usize, Kip, Vec<Ileti>);

/// Each run's diagram, and the panels' width and height.
fn diyagramlar(izler: &Izler) -> (i32, i32, Vec<Diyagram>) {
    let hepsi: Vec<Diyagram> = izler
        .sutunlar
        .iter()
        .map(|s| {
            let is = gosterilen_is(&s.olaylar);
            (is, s.secenek.kip, iletiler(is, &s.olaylar, s.secenek.kip))
        })
        .collect();
    let en_cok = hepsi.iter().map(|(_, _, m)| m.len()).max().unwrap_or(1) as i32;
    (380, BASLIK + ADIM_Y * (en_cok + 1) + 10, hepsi)
}

/// Sequence diagrams of the first failing job in each run (`olc`'s three runs, or one path the
/// explorer found): services across, messages down; steps solid, compensations dashed, a cancel
/// nobody hears crossed out.
fn sira(izler: &Izler) -> String {
    let (pano_gen, pano_yuk, diyagramlar) = diyagramlar(izler);
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
    // the legend needs two panels' width
    let genislik = pano_gen * (hepsi.len() as i32).max(2);
    svg((genislik as u32, (pano_yuk + 40) as u32), |alan| {
        for (i, (baslik, kip, m)) in hepsi.iter().enumerate() {
            let p =
                alan.clone().shrink((pano_gen * i as i32, 0), (pano_gen as u32, pano_yuk as u32));
            pano(&p, baslik, *kip, m, pano_gen)?;
        }
        let y = pano_yuk + 8;
        let cizgi = |renk: RGBColor, kesikli: bool| {
            move |a: &Alan, (x, y): (i32, i32)| {
                ok(a, (x - 4, y + 7), (x + 16, y + 7), renk, kesikli)
            }
        };
        let mut x = 10;
        x = lejant(alan, (x, y), cizgi(MAVI, false), "adım: olay ya da komut/yanıt")?;
        x = lejant(alan, (x, y), cizgi(BLACK, true), "telafi: iptal olayı ya da komut/yanıt")?;
        lejant(
            alan,
            (x, y),
            |a, (x, y)| {
                ok(a, (x - 8, y + 7), (x + 12, y + 7), KOYU_GRI, true)?;
                capraz(a, (x + 11, y + 7), 5, TURUNCU.stroke_width(3))
            },
            "kimse dinlemiyor: telafi yok, yazma kaldı",
        )?;
        Ok(())
    })
}
