//! Gün sonu ücretlendirme iş akışının süreç içi modeli (`is.mjs`). Dört adım dört ayrı serviste
//! yürür; her servis kendi işlem sınırını kendi kapatır, ortak bir sınır yoktur. Model bir işin
//! bir adımını ilerleten adım fonksiyonudur ([`Durum::adim`]): o adımda neyin ters gittiğini
//! dışarıdan alır, her iletiyi ve kararı bir olay olarak bildirir. Dersin kendi hata çizelgesi
//! [`mod@crate::kosum`]'dadır.

use crate::olay::{Konu, Olay};
use crate::secenek::{Kip, Secenek, Servis};
use cekirdek::{Iz, Kume};

/// Bir adım: adı, yürüdüğü servis ve telafi adımı (geri alınamayan adımın telafisi yoktur).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Adim {
    /// Adımın adı.
    pub ad: &'static str,
    /// Adımı yürüten (koreografide iptal olayına abone olan) servis.
    pub servis: Servis,
    /// Telafi adımı; `None` ise adım geri alınamaz.
    pub telafi: Option<&'static str>,
}

/// İş akışının adımları, sırayla.
pub const ADIM: [Adim; 4] = [
    Adim { ad: "tarife", servis: Servis::Ucretlendirme, telafi: Some("tarife-iptal") },
    Adim { ad: "indirim", servis: Servis::Sozlesme, telafi: Some("indirim-iptal") },
    Adim { ad: "fatura", servis: Servis::Faturalama, telafi: Some("fatura-iptal") },
    Adim { ad: "bildirim", servis: Servis::Bildirim, telafi: None }, // geri alınamaz, bu yüzden sonda
];
/// Satıcı-günleri: her biri bir iş akışı.
pub const ISLER: [&str; 8] = ["S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8"];
/// Belirlenimli hata noktaları: (iş, hata veren adım).
pub const HATA: [(&str, &str); 2] = [("S3", "fatura"), ("S7", "indirim")];

/// Bir adımda ters gidebilecek olan (servisler [`Servis`] sırasıyla).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Ariza {
    /// Hata veren adım, varsa.
    pub hata: Option<usize>,
    /// Koreografide iptal olayına abone servisler (orkestrasyonda telafiyi yürütücü çağırır).
    pub abone: Kume,
    /// Telafi iletisi yolda kaybolan servisler: kimse telafi etmez.
    pub kayip: Kume,
    /// Telafi iletisi iki kez ulaşan servisler: iki kez telafi ederler.
    pub cift: Kume,
}

/// Bir adımdan ötekine taşınan her şey.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Durum {
    /// Yürüyen iş ([`ISLER`]'deki yeri); sonu geçince hepsi bitmiştir.
    pub is: usize,
    /// İleri giderken sıradaki adım; telafi ederken en son bakılan adım.
    pub sira: usize,
    /// Hata veren adım, bir kez hata olunca: iş telafi ediliyor.
    pub hata: Option<usize>,
    /// Hatalı işin açık bıraktığı yazmalar (telafi iletisini kimse duymadı ya da almadı).
    pub acik: u32,
    /// Her adımın kesinleşmiş yazmaları: yazması duran işler.
    pub kalici: [Kume; ADIM.len()],
}

impl Durum {
    /// Bir adım: işin sıradaki adımını yürütür ya da, hatadan sonra, kesinleşmiş bir adımı
    /// tersten telafi eder; iş bitince sonraki işe geçer. Her iletiyi ve kararı `iz`'e bildirir.
    #[inline]
    pub fn adim(&mut self, s: &Secenek, ariza: &Ariza, iz: &mut impl Iz<Olay>) {
        let (ork, is, i) = (s.kip == Kip::Orkestrasyon, self.is, self.sira);
        let mut olay = |olay: Olay| iz.olay(|| olay);
        let ileti = |kimden, kime, konu| Olay::Ileti { is, kimden, kime, konu };
        let Some(hata) = self.hata else {
            if i == ADIM.len() {
                olay(Olay::Tamamlandi { is });
                return self.sonraki_is();
            }
            // koreografide işi başlatan olay; orkestrasyonda yürütücünün servise komutu
            let baslatan =
                if ork { Some(Konu::Komut(i)) } else { (i == 0).then_some(Konu::IsBasladi) };
            if let Some(konu) = baslatan {
                olay(ileti(0, Some(i + 1), konu));
            }
            if ariza.hata == Some(i) {
                // hata yanıtı ya da olayı: iş burada durur, telafi başlar
                self.hata = Some(i);
                olay(ileti(i + 1, Some(0), if ork { Konu::Hata } else { Konu::AdimHatasi(i) }));
                return olay(Olay::HataVerdi { is, adim: i });
            }
            // adım kendi sınırında kesinleşti; koreografide sonrakine olay, orkestrasyonda yanıt
            (self.kalici[i], self.sira) = (self.kalici[i].ile(is), i + 1);
            let kime = if ork { Some(0) } else { (i + 2 <= ADIM.len()).then_some(i + 2) };
            olay(ileti(i + 1, kime, if ork { Konu::Tamam } else { Konu::AdimBitti(i) }));
            return olay(Olay::Kesinlesti { is, adim: i });
        };
        // hatadan geriye, telafisi olan son kesinleşmiş adım; kalmadıysa iş durdu
        let Some(j) = (0..i).rev().find(|&j| ADIM[j].telafi.is_some()) else {
            olay(Olay::Durdu { is, adim: hata, kesinlesen: hata, acik: self.acik });
            return self.sonraki_is();
        };
        // orkestrasyon telafiyi kendisi çağırır; koreografide servis iptal olayına abonedir.
        // İleti kaybolabilir ya da iki kez ulaşabilir.
        let v = ADIM[j].servis as usize;
        let abone = ork || ariza.abone.icerir(v);
        let (kayip, cift) = (abone && ariza.kayip.icerir(v), ariza.cift.icerir(v));
        let ulasan = if abone && !kayip { 1 + usize::from(cift) } else { 0 };
        for _ in 0..ulasan {
            olay(ileti(if ork { 0 } else { hata + 1 }, Some(j + 1), Konu::Iptal(j)));
            if ork {
                olay(ileti(j + 1, Some(0), Konu::IptalTamam)); // telafinin yanıtı
            }
        }
        if ulasan > 0 {
            self.kalici[j] = self.kalici[j].olmadan(is);
        } else {
            self.acik += 1; // kimse telafi etmedi, yazma kaldı
        }
        self.sira = j;
        olay(Olay::Telafi { is, adim: j, abone, kayip, cift: ulasan == 2 });
    }

    /// Sonraki işe geçer; kesinleşmiş yazmalar kalır.
    fn sonraki_is(&mut self) {
        *self = Durum { is: self.is + 1, kalici: self.kalici, ..Durum::default() };
    }
}

/// Yapısal ölçüler: kip seçildiğinde bellidir, koşuma bağlı değildir.
pub fn yapi(kip: Kip) -> [(&'static str, u32); 7] {
    let n = ADIM.len() as u32;
    let telafili = ADIM.iter().filter(|a| a.telafi.is_some()).count() as u32;
    let sec = |ork: u32, kor: u32| if kip == Kip::Orkestrasyon { ork } else { kor };
    [
        ("is akisi tanimini tasiyan birim", sec(1, n)),
        ("is akisi durumunu tutan birim", sec(1, 0)),
        ("durumu okumak icin sorulan birim", sec(1, n)),
        ("telafi sorumlulugu tasiyan birim", sec(1, telafili)),
        ("sona adim eklenince degisen birim", sec(2, 1)),
        ("islem siniri", n),
        ("atomik geri alinabilen adim", 0),
    ]
}
