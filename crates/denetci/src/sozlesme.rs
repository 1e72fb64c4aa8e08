#![cfg(feature = "ders")]
//! The lesson as the programs and the project's tools see it: [`Denetci`] implements the lesson
//! contract ([`ders::Ders`]), and the flags' values become the base scenario ([`Senaryo`]).
//! The scenario's other readers are served where their code lives: the page's timeline,
//! the walk and the single changes in `cizelge.rs`.

use crate::ariza::{YAZIM, Zamanlama};
use crate::secenek::{DENEME_SINIRI, KIRA, TARAMA, TUR};
use crate::{Denetci, Olcum, Secenek, anlatim, degismez, olay, rapor};
use ders::secenek::{ArizaYazimi, Metin};
use ders::{Degerler, DegismezPlani, Degismezler, Ders, Senaryo, Tanim};

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
}

impl Degismezler for Denetci {
    const PLAN: DegismezPlani<Secenek, Olcum> = degismez::PLAN;
}
