//! Kira suresine dayali lider secimi: tur tabanli, surec ici model (`secim.mjs`). Tur soyut bir
//! adimdir; duraklama, kira ve yenileme aralik parametreleridir, olculmus sure degildir.

use crate::iz::{Iz, Olay, Parti};
use crate::{Hata, Olcum, Secenek};

/// Gun sonu partisinin baslatilmasi gereken turlar.
pub const TETIK: [u32; 4] = [6, 12, 18, 24];
/// Ilk liderin (dugum 0) ulasilamaz kaldigi ilk tur.
pub const BAS: u32 = 6;

/// Paylasilan kalici kayit: kim lider, son yenileme turu, son verilen citleme belirteci.
struct Kayit {
    lider: usize,
    son_yenileme: u32,
    belirtec: u32,
}

/// Bir kosum: `tur` tur boyunca kira, devralma, inanc ve tetikleri sayar.
pub fn kosum(s: &Secenek) -> Result<Olcum, Hata> {
    izle(s, &mut ())
}

/// [`kosum`], her turda olanlari `iz`'e bildirerek.
pub fn izle(s: &Secenek, iz: &mut impl Iz) -> Result<Olcum, Hata> {
    s.dogrula()?;
    let bit = BAS + s.duraklama - 1; // dugum 0'in ulasilamaz oldugu son tur
    let ulasilir = |d: usize, t: u32| d != 0 || t < BAS || t > bit;
    let dugumler = 0..s.dugum as usize;
    let mut kayit = Kayit { lider: 0, son_yenileme: 0, belirtec: 1 };
    let mut inanan: Vec<bool> = dugumler.clone().map(|d| d == 0).collect(); // lider sanan
    let mut belirtec: Vec<u32> = dugumler.clone().map(|d| u32::from(d == 0)).collect();
    let (mut o, mut bekleyen_tur) = (Olcum::default(), 0);

    for t in 1..=s.tur {
        let once = o;
        // lider ulasilabiliyorsa kirasini yeniliyor
        iz.olay(t, || Olay::tur_basi(kayit.lider, dugumler.clone().filter(|&d| !ulasilir(d, t))));
        kayit.son_yenileme = if ulasilir(kayit.lider, t) { t } else { kayit.son_yenileme };
        if t - kayit.son_yenileme >= s.kira {
            // kira doldu: ulasilabilen ilk dugum ustleniyor, belirtec bir artiyor
            let yeni = dugumler.clone().find(|&d| d != kayit.lider && ulasilir(d, t));
            let yeni = yeni.expect("yalniz dugum 0 ulasilamaz olur ve dugum >= 2");
            o.devralma_turu += t - kayit.son_yenileme;
            o.devralma += 1;
            kayit = Kayit { lider: yeni, son_yenileme: t, belirtec: kayit.belirtec + 1 };
            (inanan[yeni], belirtec[yeni]) = (true, kayit.belirtec);
            iz.olay(t, || Olay::Devralma { dugum: yeni, belirtec: kayit.belirtec });
        }
        // calisan: kendini lider sanan ve ulasilabilen dugumler
        let calisan: Vec<usize> =
            dugumler.clone().filter(|&d| inanan[d] && ulasilir(d, t)).collect();
        o.iki_liderli_tur += u32::from(calisan.len() > 1);
        o.lidersiz_tur += u32::from(calisan.is_empty());
        // citleme: belirteci geride kalmis dugumun isini kayit reddediyor
        let eski = |d: usize| s.citleme && belirtec[d] < kayit.belirtec;
        let kabul = calisan.iter().filter(|&&d| !eski(d)).count() as u32;
        o.reddedilen += calisan.len() as u32 - kabul;
        iz.olay(t, || Olay::calisan(&calisan, eski));
        if TETIK.contains(&t) {
            // gun sonu partisi baslatilmali: her kabul edilen lider bir kez baslatir
            o.baslatilan += u32::from(kabul > 0);
            match kabul {
                0 if s.kalici_tetik => (o.bekleyen_tetik, bekleyen_tur) = (o.bekleyen_tetik + 1, t),
                0 => o.kacirilan += 1,
                _ => o.cift_baslatma += kabul - 1,
            }
        } else if o.bekleyen_tetik > 0 && kabul > 0 {
            // kalici tetik: kayittaki istegi yeni lider ustleniyor (bekleyenlerin hepsi icin bir kez)
            o.baslatilan += 1;
            o.gecikmeli_tur += t - bekleyen_tur;
            o.bekleyen_tetik = 0;
        }
        iz.olay(t, || Olay::Parti { parti: Parti::fark(&once, &o, TETIK.contains(&t)) });
        if t % s.yenileme == 0 {
            // dugumler kaydi okuyor; lider olmadigini goren inancini birakiyor
            for &d in calisan.iter().filter(|&&d| d != kayit.lider) {
                inanan[d] = false;
                iz.olay(t, || Olay::Birakti { dugum: d });
            }
        }
    }
    Ok(o)
}
