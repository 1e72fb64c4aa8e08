//! The course-wide figures of the `k01` crate as options of the `hesap` programs: each figure's
//! flag follows from its declaration ([`bayrak`]); a lesson composes the ones it applies
//! ([`HesapSonucu::VARSAYIMLAR`](crate::HesapSonucu::VARSAYIMLAR)). A figure that a program
//! applies without sensitivity rows takes one value ([`Ondalik::tek`]). Also the figures' table
//! for the docs.

pub use ::k01::varsayim::*;

use crate::aralik::Aralik;
use crate::secenek::Ondalik;
use cikti::bicim::sayi;
use cikti::rapor::{Sutun, Tablo};

/// Figure `v`'s `hesap` flag, all from its declaration: its key, its value's name in the
/// help, its range, and a list (the value, then the sensitivity values) where it has a
/// sensitivity value. A lesson that applies the figure once takes [`Ondalik::tek`] of it.
pub const fn bayrak(v: &'static k01::Varsayim) -> Ondalik {
    let aralik = Aralik::kapali(v.aralik.0, v.aralik.1);
    if v.duyarlilik.is_some() {
        Ondalik::satirlar(v.anahtar, v, v.deger_adi, aralik)
    } else {
        Ondalik::tek_deger(v.anahtar, v, v.deger_adi.0, aralik)
    }
}

/// The docs table of the figures (docs/k01.md): its column headings. A row per figure holds
/// its code, whose table it belongs to, value, sensitivity value (or none), unit, meaning and
/// source, in this order.
pub const TABLO_BASLIKLARI: [&str; 7] =
    ["kod", "tablo", "değer", "duyarlılık", "birim", "anlamı", "kaynak"];

/// The figures' table (docs/k01.md): a row per figure, numbers as JavaScript prints them and
/// flush right; `surduren` gives the lessons after the one that introduces a figure that carry
/// it over (from the lessons' own lists of the figures they apply).
pub fn tablo(surduren: &dyn Fn(&k01::Varsayim) -> Vec<String>) -> Tablo {
    let satirlar: Vec<Vec<String>> = k01::HEPSI
        .iter()
        .map(|v| {
            let duyarlilik = v.duyarlilik.map_or_else(|| "-".to_string(), sayi);
            let koken = v.koken(&surduren(v));
            let hucreler =
                [v.kod, v.tablosu(), &sayi(v.deger), &duyarlilik, v.birim, v.anlam, &koken];
            hucreler.map(String::from).into()
        })
        .collect();
    let sayi_sutunu = [false, false, true, true, false, false, false];
    let mut t = Tablo::yeni(
        TABLO_BASLIKLARI
            .iter()
            .zip(sayi_sutunu)
            .enumerate()
            .map(|(i, (baslik, sag))| {
                let en_uzun = satirlar.iter().map(|s| s[i].len()).chain([baslik.len()]).max();
                let genislik = en_uzun.unwrap_or(0) + 1;
                if sag { Sutun::sag(*baslik, genislik) } else { Sutun::sol(*baslik, genislik) }
            })
            .collect(),
    );
    for s in satirlar {
        t.satir(s);
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::secenek::{Deger, Tanim};

    #[test]
    fn tablo_her_varsayima_bir_satir() {
        let t = tablo(&|v| if v.kod == "KK4" { vec!["Lider Seçimi".into()] } else { vec![] });
        assert_eq!(t.satirlar.len(), k01::HEPSI.len());
        assert_eq!(t.satirlar[5][..4], ["KK4", "K01'e eklenmez", "6", "12"]);
        assert!(
            t.satirlar[5][6].ends_with("dersi koyar, Lider Seçimi sürdürür"),
            "{:?}",
            t.satirlar[5]
        );
        assert_eq!(t.satirlar[0][..4], ["fatura satırı", "K01", "4000", "-"]);
        assert!(t.markdown().starts_with("| kod           | tablo "), "{}", t.markdown());
    }

    #[test]
    fn varsayilanlar_k01den() {
        assert_eq!(bayrak(&k01::KK4).varsayilan(), Deger::Liste(vec![6.0, 12.0]));
        assert_eq!(bayrak(&k01::KK2).tek().varsayilan(), Deger::Sayi(0.02));
        assert_eq!(bayrak(&k01::FATURA_SATIRI).varsayilan(), Deger::Sayi(4000.0));
        assert_eq!(bayrak(&k01::V10).bayrak(), "pencere-saat");
        assert_eq!(bayrak(&k01::KK3).deger_adi, "ORAN");
    }
}
