#![cfg(feature = "ders")]
//! The lesson as the programs and the project's tools see it: [`Denetci`] implements the lesson
//! contract ([`ders::Ders`]), and the flags' values become the base scenario.

use crate::ariza::{YAZIM, Zamanlama};
use crate::olay::Olay;
use crate::secenek::{DENEME_SINIRI, KIRA, TARAMA, TUR};
use crate::{ADIM, ISLER, Sonuc};
use crate::{Denetci, Olcum, Secenek, anlatim, degismez, olay, rapor};
use ders::ozellik::Nokta;
use ders::secenek::{ArizaYazimi, Metin};
use ders::tek_degisiklik::Degisiklik;
use ders::{Degerler, DegismezPlani, Degismezler, Ders, Izler, Senaryo, Tanim};

/// `--ariza`: the fault schedule written down, in place of the lesson's.
pub const ARIZA: Metin = Metin::ariza(ArizaYazimi {
    anlam: const_format::concatcp!(
        "Hangi işin hangi adımının hangi yürütmesi asılı kalır ya da kalıcı hata verir (",
        YAZIM,
        "; YÜRÜTME 1'den sayılır, 2 ilk yeniden sürmedir: #2, #1-3, #2-; yazılmazsa asılı ilk \
         yürütme, kalıcı her yürütme; yok: hiç arıza). Dersin arıza sırasının tamamının yerine \
         geçer"
    ),
    verilmezse: "dersin arıza sırası: S2:indirim=asili,S5:tarife=asili,S7:indirim=kalici,\
     S9:fatura=asili",
    ornekler: &["S2:indirim#1-2=asili", "yok", "S2:indirim=asili,S7:indirim#2-=kalici"],
    ayristir: |m| Zamanlama::oku(m).map(|z| z.to_string()),
});

/// The options both programs take as flags, in help order.
pub const SENARYO: [&dyn Tanim; 5] = [&TARAMA, &KIRA, &DENEME_SINIRI, &TUR, &ARIZA];

impl From<&Degerler> for Secenek {
    /// The base scenario the flags describe, with the supervisor (the columns turn it off).
    fn from(d: &Degerler) -> Self {
        Secenek {
            denetci: true,
            tarama: d.tam(&TARAMA),
            kira: d.tam(&KIRA),
            deneme_siniri: d.tam(&DENEME_SINIRI),
            tur: d.tam(&TUR),
            ariza: d.metin(&ARIZA).map(String::from),
        }
    }
}

impl Ders for Denetci {
    const AD: &'static str = "denetci";
    /// The options the story depends on, then a line per round.
    fn anlat(s: &Secenek, olaylar: &[cekirdek::TurOlayi<olay::Olay>]) -> (String, Vec<String>) {
        (rapor::baslik(s), anlatim::anlat(olaylar, s.tur, s.denetci))
    }
}

impl Senaryo for Denetci {
    const OLC_ACIKLAMASI: &'static str = "Zamanlayıcı–Aracı–Denetçi dersinin ölçümleri: \
        denetçisiz ve denetçili koşum, sonra tarama aralığı taraması. Bayraklar temel senaryoyu \
        değiştirir; sütunlar yalnız denetçiyi, tarama yalnız tarama aralığını değiştirir";
    const HESAP_ACIKLAMASI: &'static str = "Zamanlayıcı–Aracı–Denetçi: KK3 ve KK2 oranlarını \
        ve deneme eşiğini K01'in günlük hacmine uygular; modelin boşa yürütme payını yalnız \
        basar, günlük tabloya katmaz";
    type Taban = Secenek;
    const SENARYO: &'static [&'static dyn Tanim] = &SENARYO;
    fn ariza_anlatimi(metin: &str) -> Result<Vec<String>, String> {
        Ok(crate::ariza::Zamanlama::oku(metin)?.anlat())
    }

    const DEGISIMLER: &'static [ders::Degisim] = &crate::anlatim::DEGISIMLER;
    const KESEN: &'static dyn Tanim = &TUR;
    /// `--tur`: the round; the point after an early stop is the whole run.
    fn kesim(s: &Secenek, n: ders::ozellik::Nokta, _: u32) -> u32 {
        if n.1 == 1 { s.tur } else { n.0 }
    }
    fn ariza_degistir(t: &Self::Taban, kimlik: &str) -> Result<String, String> {
        crate::ariza::degistir(t, kimlik)
    }
    /// An execution of a step that some column's run makes.
    fn hucre_sayisi(_: &Secenek, izler: &Izler<Denetci>) -> usize {
        yurutmeler(izler).len()
    }
    /// Each execution some column makes, set to each other outcome: done (`tamam`), hangs
    /// (`asılı`), fails (`hata verir`: `kalici` on that execution alone).
    fn degisiklikler(t: &Secenek, izler: &Izler<Denetci>) -> Vec<Degisiklik<Secenek>> {
        let mut hepsi = Vec::new();
        for ((is, adim, n), noktalar) in yurutmeler(izler) {
            let hucre = format!("{}:{}#{n}", ISLER[is], ADIM[adim]);
            let simdi = crate::ariza::sonucu(t, &hucre).expect("an execution of the run");
            for (sonuc, deger) in
                [(Sonuc::Tamam, "tamam"), (Sonuc::Asili, "asılı"), (Sonuc::Kalici, "hata verir")]
            {
                if sonuc == simdi {
                    continue;
                }
                let ariza =
                    crate::ariza::ayarla(t, &hucre, sonuc).expect("an execution of the run");
                hepsi.push(Degisiklik {
                    hucre: hucre.clone(),
                    deger,
                    taban: Secenek { ariza: Some(ariza.clone()), ..t.clone() },
                    ariza,
                    noktalar: noktalar.clone(),
                    sira: (is as u32, adim as u32 * 1000 + n),
                });
            }
        }
        hepsi
    }
}

impl Degismezler for Denetci {
    const PLAN: DegismezPlani<Secenek, Olcum> = degismez::PLAN;
}

/// An execution of a step: `(job, step, execution from 1)`.
type Yurutme = (usize, usize, u32);

/// Every execution of a step some column's run makes, in that order, with the round its outcome
/// comes in each column (`None`: that column never makes it).
fn yurutmeler(izler: &Izler<Denetci>) -> Vec<(Yurutme, Vec<Option<Nokta>>)> {
    let mut hepsi: std::collections::BTreeMap<Yurutme, Vec<Option<Nokta>>> = Default::default();
    for (i, sutun) in izler.sutunlar.iter().enumerate() {
        let mut sayi = [[0u32; ADIM.len()]; ISLER.len()];
        for k in &sutun.olaylar {
            let (Olay::Yurutuldu { is, adim } | Olay::KayitDusmedi { is, adim, .. }) = k.olay
            else {
                continue;
            };
            sayi[is][adim] += 1;
            let yer = hepsi
                .entry((is, adim, sayi[is][adim]))
                .or_insert_with(|| vec![None; izler.sutunlar.len()]);
            yer[i] = Some((k.tur, 0));
        }
    }
    hepsi.into_iter().collect()
}
