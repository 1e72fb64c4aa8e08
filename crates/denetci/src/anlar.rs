#![cfg(feature = "ders")]
//! The lesson text's own account of the first table's runs, pinned to them ([`ders::an`]): each
//! moment names its sentence by place, the round it tells, its columns and the rows it names.
//! `tests/anlar.rs` asserts the program's reading of each at its round.

use ders::an::{An, Yer};

const ROLLER: &str = "Üç Rolün Ayrılmasının Nedeni";
const SAYILAR: &str = "Sayıların Okunması";
const IKISI: &[&str] = &["denetci yok", "denetci var"];

/// The moments, in the run's order.
pub const ANLAR: [An; 10] = [
    An {
        yer: Yer::yeni(ROLLER, 5, 0, "Asılı kalma"),
        durak: 2,
        sutunlar: IKISI,
        olculer: &[],
        ayrilik: None,
    },
    An {
        yer: Yer::yeni(ROLLER, 6, 0, "Kalıcı hata"),
        durak: 3,
        sutunlar: IKISI,
        olculer: &[],
        ayrilik: None,
    },
    An {
        yer: Yer::yeni(SAYILAR, 12, 0, "yeniden denemektir"),
        durak: 4,
        sutunlar: &["denetci var"],
        olculer: &["yenidenSurulen", "bosaYurutulen"],
        ayrilik: None,
    },
    An {
        yer: Yer::yeni(SAYILAR, 2, 0, "On iki işten"),
        durak: 5,
        sutunlar: &["denetci yok"],
        olculer: &["tamamlanan", "adim", "bittigiTur"],
        ayrilik: Some("denetci-yurutulen-adim"),
    },
    An {
        yer: Yer::yeni(SAYILAR, 3, 0, "Görünürde"),
        durak: 5,
        sutunlar: &["denetci yok"],
        olculer: &["telafiEdilenIs", "telafiEdilen"],
        ayrilik: None,
    },
    An {
        yer: Yer::yeni(SAYILAR, 16, 0, "fatura adımı"),
        durak: 6,
        sutunlar: &["denetci var"],
        olculer: &["bosaYurutulen"],
        ayrilik: Some("denetci-fatura-satiri"),
    },
    An {
        yer: Yer::yeni(SAYILAR, 6, 0, "Denetçili sütunda"),
        durak: 8,
        sutunlar: &["denetci var"],
        olculer: &["telafiEdilenIs", "yarimKalanIs"],
        ayrilik: None,
    },
    An {
        yer: Yer::yeni(SAYILAR, 7, 0, "12’ye değil"),
        durak: 8,
        sutunlar: IKISI,
        olculer: &["tamamlanan", "telafiEdilen"],
        ayrilik: None,
    },
    An {
        yer: Yer::yeni(SAYILAR, 11, 0, "36’dan 45’e"),
        durak: 8,
        sutunlar: IKISI,
        olculer: &["adim", "bosaYurutulen"],
        ayrilik: Some("denetci-yurutulen-adim"),
    },
    An {
        yer: Yer::yeni(SAYILAR, 4, 0, "Alt satır"),
        durak: 80,
        sutunlar: &["denetci yok"],
        olculer: &["yarimKalanIs"],
        ayrilik: Some("denetci-alt-satir"),
    },
];
