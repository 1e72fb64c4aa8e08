//! The course's shared assumptions (K01). Every lesson crate reads its volumes and rates from
//! here; none repeats one of these numbers. A declaration is all an assumption needs: its
//! `hesap` flag, the flag's help, its row in docs/k01.md and the texts' K01 check follow from
//! it, and which lessons carry it over follows from the lessons' own lists of the figures
//! they apply.

/// One assumption of the course: where it comes from, its value and, where the lesson checks
/// it, the sensitivity value computed next to it.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
pub struct Varsayim {
    /// Short code the lessons use for it (`V10`, `KK2`, ...).
    pub kod: &'static str,
    /// The value the lessons compute with.
    pub deger: f64,
    /// The second value the lesson's sensitivity row uses, if it has one.
    pub duyarlilik: Option<f64>,
    /// Unit of `deger` and `duyarlilik`.
    pub birim: &'static str,
    /// One line on what the number means, in Turkish with its letters (the flags' help and
    /// docs/k01.md show it).
    pub anlam: &'static str,
    /// Where the course introduces it: K01, or the lesson (by its title) that does.
    pub kaynak: &'static str,
    /// True for a figure of K01's own table; false for a lesson's own assumption, which the
    /// lesson keeps beside K01 and says is not added to K01's table (KK2, KK3, KK4).
    pub k01_tablosunda: bool,
    /// Its `hesap` flag's JSON key (`kk3`; the flag is the key in kebab case, `--kk3`).
    pub anahtar: &'static str,
    /// The flag's value as the help names it: one value, then a list of them (`ORAN`,
    /// `ORANLAR`). A figure with a sensitivity value takes a list: the value, then the
    /// sensitivity values.
    pub deger_adi: (&'static str, &'static str),
    /// The values the flag accepts, smallest and largest: every figure a reader can ask about,
    /// and no more. Each `hesap` table cell fits its column for every accepted value (the widest
    /// is lider's `cift satir`, up to KK4 x faturaSatiri = 10^10, eleven digits in a column of
    /// twelve), and no rate divides by a window or a peak that rounds to nothing.
    pub aralik: (f64, f64),
}

impl Varsayim {
    /// The value followed by the sensitivity value, if any: the rows of a lesson's
    /// sensitivity table.
    pub fn satirlar(&self) -> Vec<f64> {
        std::iter::once(self.deger).chain(self.duyarlilik).collect()
    }
}

/// Daily invoice lines: one per seller-day, so also the daily end-of-day workflows and the size
/// of one end-of-day batch.
pub const FATURA_SATIRI: Varsayim = Varsayim {
    kod: "fatura satırı",
    deger: 4000.0,
    duyarlilik: None,
    birim: "satır/gün",
    anlam: "günlük fatura satırı = günlük gün sonu iş akışı = bir gün sonu partisi; günlük bir \
            ortalama olduğundan ondalık da olabilir (4000.5)",
    kaynak: "K01 (hesap bölümü)",
    k01_tablosunda: true,
    anahtar: "faturaSatiri",
    deger_adi: ("SATIR", "SATIR"),
    aralik: (1.0, 1e7),
};

/// V10: the end-of-day window.
pub const V10: Varsayim = Varsayim {
    kod: "V10",
    deger: 4.0,
    duyarlilik: None,
    birim: "saat",
    anlam: "gün sonu penceresi",
    kaynak: "K01 (varsayım)",
    k01_tablosunda: true,
    anahtar: "pencereSaat",
    deger_adi: ("H", "H"),
    aralik: (0.01, 24.0),
};

/// Peak write rate of the system.
pub const TEPE_YAZMA: Varsayim = Varsayim {
    kod: "tepe yazma",
    deger: 97.22,
    duyarlilik: None,
    birim: "istek/s",
    anlam: "sistemin tepe yazma akışı",
    kaynak: "K01",
    k01_tablosunda: true,
    anahtar: "tepeYazma",
    deger_adi: ("R", "R"),
    aralik: (0.01, 1e9),
};

/// KK2: share of end-of-day workflows that fail. Introduced by the choreography lesson, carried
/// over by the supervisor lesson; not K01's.
pub const KK2: Varsayim = Varsayim {
    kod: "KK2",
    deger: 0.02,
    duyarlilik: Some(0.04),
    birim: "oran",
    anlam: "gün sonu iş akışının (kalıcı) hata oranı",
    kaynak: "Koreografi ve Orkestrasyon",
    k01_tablosunda: false,
    anahtar: "kk2",
    deger_adi: ("ORAN", "ORANLAR"),
    aralik: (0.0, 1.0),
};

/// KK3: share of steps that hang silently (the work is done, no record arrives). Introduced by
/// the supervisor lesson; not K01's.
pub const KK3: Varsayim = Varsayim {
    kod: "KK3",
    deger: 0.005,
    duyarlilik: Some(0.01),
    birim: "oran",
    anlam: "bir adımın asılı kalma oranı",
    kaynak: "Zamanlayıcı–Aracı–Denetçi",
    k01_tablosunda: false,
    anahtar: "kk3",
    deger_adi: ("ORAN", "ORANLAR"),
    aralik: (0.0, 1.0),
};

/// KK4: leader takeovers a year. Introduced by an earlier course's lesson, carried over with the
/// same reasoning by the leader lesson; not K01's.
pub const KK4: Varsayim = Varsayim {
    kod: "KK4",
    deger: 6.0,
    duyarlilik: Some(12.0),
    birim: "devralma/yıl",
    anlam: "yılda devralma sayısı",
    kaynak: "Sistem Tasarımına Giriş kursunun Erişilebilirlik Kalıpları",
    k01_tablosunda: false,
    anahtar: "kk4",
    deger_adi: ("N", "SAYILAR"),
    aralik: (0.0, 1000.0),
};

/// Every assumption, in the order the course introduces them.
pub const HEPSI: &[&Varsayim] = &[&FATURA_SATIRI, &V10, &TEPE_YAZMA, &KK2, &KK3, &KK4];

impl Varsayim {
    /// Whose table the figure belongs to, as the docs table and the flags' help say it.
    pub fn tablosu(&self) -> &'static str {
        if self.k01_tablosunda { "K01" } else { "K01'e eklenmez" }
    }

    /// Where it comes from, as the docs table and the flags' help say it: K01, or the lesson
    /// that introduces it and those after it that carry it over, `surduren` (`Koreografi ve
    /// Orkestrasyon dersi koyar, Zamanlayıcı–Aracı–Denetçi sürdürür`).
    pub fn koken(&self, surduren: &[String]) -> String {
        if self.k01_tablosunda {
            return self.kaynak.to_string();
        }
        let koyan = format!("{} dersi koyar", self.kaynak);
        match surduren {
            [] => koyan,
            surduren => format!("{koyan}, {} sürdürür", surduren.join(", ")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn duyarlilik_satirlari_degerden_sonra_gelir() {
        assert_eq!(KK4.satirlar(), [6.0, 12.0]);
        assert_eq!(KK3.satirlar(), [0.005, 0.01]);
        assert_eq!(V10.satirlar(), [4.0]);
    }

    #[test]
    fn kodlar_tekil() {
        let mut kodlar: Vec<_> = HEPSI.iter().map(|v| v.kod).collect();
        kodlar.sort();
        kodlar.dedup();
        assert_eq!(kodlar.len(), HEPSI.len());
    }

    #[test]
    fn bildirimler_tutarli() {
        let mut anahtarlar: Vec<_> = HEPSI.iter().map(|v| v.anahtar).collect();
        anahtarlar.sort();
        anahtarlar.dedup();
        assert_eq!(anahtarlar.len(), HEPSI.len(), "each flag once");
        for v in HEPSI {
            let (alt, ust) = v.aralik;
            let ici = |x: f64| alt <= x && x <= ust;
            assert!(ici(v.deger) && v.duyarlilik.is_none_or(ici), "{}: {:?}", v.kod, v.aralik);
            assert!(v.duyarlilik.is_some() || v.deger_adi.0 == v.deger_adi.1, "{}", v.kod);
        }
    }
}
