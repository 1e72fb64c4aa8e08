//! The course's shared assumptions (K01). Every lesson crate reads its volumes and rates from
//! here; none repeats one of these numbers.

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
    /// One line on what the number means (Turkish, ASCII, like the programs' output).
    pub anlam: &'static str,
    /// Where the course introduces it.
    pub kaynak: &'static str,
    /// The lessons after it that carry it over, with the same reasoning.
    pub surduren: &'static [&'static str],
    /// True for a figure of K01's own table; false for a lesson's own assumption, which the
    /// lesson keeps beside K01 and says is not added to K01's table (KK2, KK3, KK4).
    pub k01_tablosunda: bool,
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
    anlam: "günlük fatura satırı = günlük gün sonu iş akışı = bir gün sonu partisi",
    kaynak: "K01 (hesap bölümü)",
    surduren: &[],
    k01_tablosunda: true,
};

/// V10: the end-of-day window.
pub const V10: Varsayim = Varsayim {
    kod: "V10",
    deger: 4.0,
    duyarlilik: None,
    birim: "saat",
    anlam: "gün sonu penceresi",
    kaynak: "K01 (varsayım)",
    surduren: &[],
    k01_tablosunda: true,
};

/// Peak write rate of the system.
pub const TEPE_YAZMA: Varsayim = Varsayim {
    kod: "tepe yazma",
    deger: 97.22,
    duyarlilik: None,
    birim: "istek/s",
    anlam: "sistemin tepe yazma akışı",
    kaynak: "K01",
    surduren: &[],
    k01_tablosunda: true,
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
    surduren: &["Zamanlayıcı–Aracı–Denetçi"],
    k01_tablosunda: false,
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
    surduren: &[],
    k01_tablosunda: false,
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
    surduren: &["Lider Seçimi"],
    k01_tablosunda: false,
};

/// Every assumption, in the order the course introduces them.
pub const HEPSI: [&Varsayim; 6] = [&FATURA_SATIRI, &V10, &TEPE_YAZMA, &KK2, &KK3, &KK4];

/// The docs table of the figures (docs/k01.md): its column headings. A row per figure holds
/// its code, whose table it belongs to, value, sensitivity value (or none), unit, meaning and
/// source, in this order.
pub const TABLO_BASLIKLARI: [&str; 7] =
    ["kod", "tablo", "değer", "duyarlılık", "birim", "anlamı", "kaynak"];

impl Varsayim {
    /// Whose table the figure belongs to, as the docs table and the flags' help say it.
    pub fn tablosu(&self) -> &'static str {
        if self.k01_tablosunda { "K01" } else { "K01'e eklenmez" }
    }

    /// Where it comes from, as the docs table and the flags' help say it: K01, or the lesson
    /// that introduces it and those that carry it over (`Koreografi ve Orkestrasyon dersi
    /// koyar, Zamanlayıcı–Aracı–Denetçi sürdürür`).
    pub fn koken(&self) -> String {
        if self.k01_tablosunda {
            return self.kaynak.to_string();
        }
        let koyan = format!("{} dersi koyar", self.kaynak);
        match self.surduren {
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
}
