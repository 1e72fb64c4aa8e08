#![cfg(feature = "ders")]
//! The lesson text's own account of the first table's runs, pinned to them ([`ders::an`]): each
//! moment names its sentence by place, the round it tells, its columns and the rows it names.
//! `tests/anlar.rs` asserts the program's reading of each at its round.

use ders::an::{An, Yer};

const KIRA: &str = "Kira Süresi ve Çitleme Belirteci";
const SAYILAR: &str = "Sayıların Okunması";
const HEPSI: &[&str] = &["yalin", "citleme", "citleme+kalici tetik"];

/// The moments, in the run's order.
pub const ANLAR: [An; 11] = [
    An {
        yer: Yer::yeni(KIRA, 8, 0, "altıncı turdan"),
        durak: 6,
        sutunlar: HEPSI,
        olculer: &[],
        ayrilik: None,
    },
    An {
        yer: Yer::yeni(SAYILAR, 2, 0, "Altıncı turda"),
        durak: 6,
        sutunlar: &["yalin"],
        olculer: &["kacirilan", "devralmaTuru"],
        ayrilik: None,
    },
    An {
        yer: Yer::yeni(SAYILAR, 3, 0, "Devralma"),
        durak: 8,
        sutunlar: &["yalin"],
        olculer: &["devralmaTuru", "lidersizTur"],
        ayrilik: Some("lider-devralma-turu"),
    },
    An {
        yer: Yer::yeni(SAYILAR, 13, 0, "Kalıcı tetikle"),
        durak: 8,
        sutunlar: &["citleme+kalici tetik"],
        olculer: &["kacirilan", "baslatilan", "gecikmeliTur"],
        ayrilik: None,
    },
    An {
        yer: Yer::yeni(SAYILAR, 4, 1, "On birinci"),
        durak: 11,
        sutunlar: &["yalin"],
        olculer: &["ikiLiderliTur"],
        ayrilik: None,
    },
    An {
        yer: Yer::yeni(SAYILAR, 9, 0, "reddetti"),
        durak: 11,
        sutunlar: &["citleme"],
        olculer: &["reddedilen"],
        ayrilik: None,
    },
    An {
        yer: Yer::yeni(SAYILAR, 4, 2, "on ikinci"),
        durak: 12,
        sutunlar: &["yalin"],
        olculer: &["ciftBaslatma"],
        ayrilik: None,
    },
    An {
        yer: Yer::yeni(SAYILAR, 7, 0, "üç sütunda"),
        durak: 12,
        sutunlar: HEPSI,
        olculer: &["ikiLiderliTur"],
        ayrilik: Some("lider-iki-liderli-tur"),
    },
    An {
        yer: Yer::yeni(SAYILAR, 8, 0, "Değişen"),
        durak: 12,
        sutunlar: &["yalin", "citleme"],
        olculer: &["ciftBaslatma", "reddedilen"],
        ayrilik: None,
    },
    An {
        yer: Yer::yeni(SAYILAR, 1, 0, "dört tetikten"),
        durak: 24,
        sutunlar: &["yalin"],
        olculer: &["baslatilan"],
        ayrilik: None,
    },
    An {
        yer: Yer::yeni(SAYILAR, 5, 0, "bilançosu"),
        durak: 24,
        sutunlar: &["yalin"],
        olculer: &["kacirilan", "ciftBaslatma", "baslatilan"],
        ayrilik: Some("lider-biri-de-dogru"),
    },
];
