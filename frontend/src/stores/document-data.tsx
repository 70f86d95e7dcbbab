/**
 * The order draft shared by the form, code redemption, generation and download (spec §3).
 * A reset returns everything to the defaults.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { emptyDocumentData, toDocumentData } from '@/lib/document-data';
import { getPendingDocumentData } from '@/lib/storage';
import type { DocumentData } from '@/types/api';

type DocumentDataContextValue = {
  documentData: DocumentData;
  updateField: <K extends keyof DocumentData>(field: K, value: DocumentData[K]) => void;
  setDocumentData: (data: Partial<DocumentData> | null) => void;
  resetDocumentData: () => void;
};

const DocumentDataContext = createContext<DocumentDataContextValue | null>(null);

export function DocumentDataProvider({
  children,
  initialData,
}: {
  children: ReactNode;
  initialData?: Partial<DocumentData>;
}) {
  // After a full page load (e.g. back from a cancelled checkout) the form starts from the data
  // kept in this tab's sessionStorage at checkout.
  const [documentData, setData] = useState<DocumentData>(() =>
    toDocumentData(initialData ?? getPendingDocumentData()),
  );

  const updateField = useCallback(
    <K extends keyof DocumentData>(field: K, value: DocumentData[K]) =>
      setData((current) => ({ ...current, [field]: value })),
    [],
  );
  const setDocumentData = useCallback(
    (data: Partial<DocumentData> | null) => setData(toDocumentData(data)),
    [],
  );
  const resetDocumentData = useCallback(() => setData(emptyDocumentData()), []);

  const value = useMemo(
    () => ({ documentData, updateField, setDocumentData, resetDocumentData }),
    [documentData, updateField, setDocumentData, resetDocumentData],
  );
  return <DocumentDataContext.Provider value={value}>{children}</DocumentDataContext.Provider>;
}

export function useDocumentData(): DocumentDataContextValue {
  const value = useContext(DocumentDataContext);
  if (!value) throw new Error('useDocumentData must be used inside DocumentDataProvider');
  return value;
}
