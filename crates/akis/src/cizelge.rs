#![cfg(feature = "ders")]
//! The scenario along its timeline, as its readers besides the command line take it: a click
//! on a cell of the timeline (a job's step, or a compensation message) gives it its next
//! fault, and an exercise tells the schedule in words ([`Cizelge`]); the walk through a run
//! stops at the story's changes and cuts the runs by `--dur` ([`Duraklar`]); the single changes
//! make every job fail at each step, or no longer fail, and send each compensation message to
//! each other fate ([`TekDegisiklikler`]).

use crate::rapor::Taban;
use crate::sozlesme::DUR;
use crate::{ADIM, Akis, ISLER, Kip, Secenek, Zamanlama};
use ders::ozellik::Nokta;
use ders::tek_degisiklik::Degisiklik;
use ders::{Cizelge, Degisim, Duraklar, Izler, Tanim, TekDegisiklikler};

impl Cizelge for Akis {
    fn ariza_degistir(t: &Taban, kimlik: &str) -> Result<String, String> {
        crate::ariza::degistir(t.ariza.as_deref(), kimlik)
    }
    fn ariza_anlatimi(metin: &str) -> Result<Vec<String>, String> {
        Ok(Zamanlama::oku(metin)?.anlat())
    }
}

impl Duraklar for Akis {
    const DEGISIMLER: &'static [Degisim] = &crate::anlatim::DEGISIMLER;
    const KESEN: &'static dyn Tanim = &DUR;
    /// `--dur` counts the points job after job.
    fn kesim(_: &Secenek, _: Nokta, sira: u32) -> u32 {
        sira
    }
}

impl TekDegisiklikler for Akis {
    /// For every job: a job that does not fail fails at each step; one that fails no longer
    /// does; and each compensation message of its committed steps goes to each of its other
    /// fates (delivered, lost, twice, not heard).
    fn degisiklikler(t: &Taban, izler: &Izler<Akis>) -> Vec<Degisiklik<Taban>> {
        let yazili = t.ariza.as_deref();
        let ornek = Secenek { ariza: t.ariza.clone(), ..Secenek::yeni(Kip::Koreografi) };
        let z = crate::kosum::yazili(&ornek).expect("a schedule the run read");
        let mut hepsi = Vec::new();
        let mut ekle = |ariza: String, hucre: String, deger, nokta: u32, is: usize, adim: usize| {
            let taban = Taban { ariza: Some(ariza.clone()), ..t.clone() };
            let noktalar = vec![Some((is as u32, nokta)); izler.sutunlar.len()];
            hepsi.push(Degisiklik {
                hucre,
                deger,
                ariza,
                taban,
                noktalar,
                sira: (is as u32, adim as u32),
            });
        };
        for (is, ad) in ISLER.iter().enumerate() {
            let hata = crate::kosum::is_arizasi(&ornek, z.as_ref(), is).hata;
            let adim_hucresi = |i: usize| format!("{ad}:{}=adim", ADIM[i].ad);
            match hata {
                None => {
                    for i in 0..ADIM.len() {
                        let ariza =
                            crate::ariza::degistir(yazili, &adim_hucresi(i)).expect("a step");
                        ekle(ariza, adim_hucresi(i), "hata verir", i as u32, is, i);
                    }
                }
                Some(h) => {
                    let ariza = crate::ariza::degistir(yazili, &adim_hucresi(h)).expect("a step");
                    ekle(ariza, adim_hucresi(h), "hata vermez", h as u32, is, h);
                    for j in (0..h).filter(|&j| ADIM[j].telafi.is_some()) {
                        let simdi = crate::ariza::telafisi(yazili, is, j).expect("a schedule");
                        let nokta = crate::ozellik::adim_noktasi(hata, j, true);
                        for (ne, deger) in TELAFI_DEGERLERI {
                            if ne == simdi {
                                continue;
                            }
                            let ariza = crate::ariza::telafiyi_ayarla(yazili, is, j, ne)
                                .expect("a compensation");
                            let hucre = format!("{ad}:{}=telafi", ADIM[j].ad);
                            ekle(ariza, hucre, deger, nokta, is, j);
                        }
                    }
                }
            }
        }
        hepsi
    }
}

/// What a compensation message may come to, as the notation writes it (`None`: delivered
/// once) and as a reader reads it.
const TELAFI_DEGERLERI: [(Option<&str>, &str); 4] = [
    (None, "ulaşır"),
    (Some("kayip"), "kaybolur"),
    (Some("cift"), "iki kez ulaşır"),
    (Some("abonesiz"), "duyulmaz"),
];
