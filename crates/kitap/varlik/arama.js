    // Türkçe arama (kitap, mdBook'un searcher.js'ine eklenir): dizin ve sorgu aynı katlamadan
    // geçer: küçük harf, sonra ç ğ ı İ ö ş ü → c g i i o s u. İngilizce kök bulucu yok; önek
    // eşleşmesi (expand) çekimli biçimleri bulur: kira → kirası, kiranın.
    function katla(s) {
        return String(s).toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '')
            .replace(/ı/g, 'i');
    }
    const katlaSuzgeci = (simge) => katla(simge);
    elasticlunr.Pipeline.registerFunction(katlaSuzgeci, 'katla');
    // mdBook'un kaydettiği belgelerden (başlık, gövde, yol) dizini katlayarak yeniden kurar
    function turkceDizin(kayitli) {
        const dizin = elasticlunr(function () {
            this.setRef('id');
            for (const alan of kayitli.fields) this.addField(alan);
        });
        dizin.pipeline.reset();
        dizin.pipeline.add(katlaSuzgeci, elasticlunr.trimmer);
        const belgeler = kayitli.documentStore.docs;
        for (const id of Object.keys(belgeler)) dizin.addDoc(belgeler[id]);
        return dizin;
    }

