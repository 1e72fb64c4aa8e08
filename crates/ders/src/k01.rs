//! The course-wide figures of the `k01` crate as options of the `hesap` programs, each declared
//! once; a lesson composes the ones it applies ([`Programlar::VARSAYIMLAR`](crate::Programlar::VARSAYIMLAR)). A figure
//! that a program applies without sensitivity rows takes one value ([`Ondalik::tek`]). Also the
//! figures' table for the docs.

use crate::aralik::{Aralik, ORAN};
use crate::secenek::Ondalik;
use cikti::bicim::sayi;
use cikti::rapor::{Sutun, Tablo};

// The bounds keep every figure a reader can ask about, and no more: each `hesap` table cell
// fits its column for every accepted value (the widest is lider's `cift satir`, up to
// KK4 x faturaSatiri = 10^10, eleven digits in a column of twelve), and no rate divides by a
// window or a peak that rounds to nothing.

/// `--fatura-satiri N`: daily invoice lines, from one to ten million.
pub const FATURA_SATIRI: Ondalik =
    Ondalik::tek_deger("faturaSatiri", &k01::FATURA_SATIRI, "N", Aralik::kapali(1.0, 1e7));
/// `--pencere-saat H`: the end-of-day window V10, in hours: from 36 seconds to a day.
pub const PENCERE_SAAT: Ondalik =
    Ondalik::tek_deger("pencereSaat", &k01::V10, "H", Aralik::kapali(0.01, 24.0));
/// `--tepe-yazma R`: the system's peak write rate, requests a second.
pub const TEPE_YAZMA: Ondalik =
    Ondalik::tek_deger("tepeYazma", &k01::TEPE_YAZMA, "R", Aralik::kapali(0.01, 1e9));
/// `--kk2 0.02,0.04`: KK2's rows.
pub const KK2: Ondalik = Ondalik::satirlar("kk2", &k01::KK2, ("ORAN", "ORANLAR"), ORAN);
/// `--kk3 0.005,0.01`: KK3's rows.
pub const KK3: Ondalik = Ondalik::satirlar("kk3", &k01::KK3, ("ORAN", "ORANLAR"), ORAN);
/// `--kk4 6,12`: KK4's rows, takeovers a year: up to a thousand (about three a day).
pub const KK4: Ondalik =
    Ondalik::satirlar("kk4", &k01::KK4, ("N", "SAYILAR"), Aralik::kapali(0.0, 1000.0));

/// The figures' table (docs/k01.md): a row per figure, numbers as JavaScript prints them and
/// flush right.
pub fn tablo() -> Tablo {
    let satirlar: Vec<Vec<String>> = k01::HEPSI
        .iter()
        .map(|v| {
            let duyarlilik = v.duyarlilik.map_or_else(|| "-".to_string(), sayi);
            let hucreler =
                [v.kod, v.tablosu(), &sayi(v.deger), &duyarlilik, v.birim, v.anlam, &v.koken()];
            hucreler.map(String::from).into()
        })
        .collect();
    let sayi_sutunu = [false, false, true, true, false, false, false];
    let mut t = Tablo::yeni(
        k01::varsayim::TABLO_BASLIKLARI
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
        let t = tablo();
        assert_eq!(t.satirlar.len(), k01::HEPSI.len());
        assert_eq!(t.satirlar[5][..4], ["KK4", "K01'e eklenmez", "6", "12"]);
        assert_eq!(t.satirlar[0][..4], ["fatura satırı", "K01", "4000", "-"]);
        assert!(t.markdown().starts_with("| kod           | tablo "), "{}", t.markdown());
    }

    #[test]
    fn varsayilanlar_k01den() {
        assert_eq!(KK4.varsayilan(), Deger::Liste(vec![6.0, 12.0]));
        assert_eq!(KK2.tek().varsayilan(), Deger::Sayi(0.02));
        assert_eq!(FATURA_SATIRI.varsayilan(), Deger::Sayi(4000.0));
        assert_eq!(PENCERE_SAAT.bayrak(), "pencere-saat");
    }
}
